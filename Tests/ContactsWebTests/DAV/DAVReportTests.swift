import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// addressbook-multiget, addressbook-query (RFC 6352 §8.6, §8.7, §10.5) and sync-collection
/// (RFC 6578) on a book.
@Suite("CardDAV reports")
struct DAVReportTests {
  static let book = "/dav/books/default/contacts/"
  static let namespaces = #"xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav""#

  /// A book with Ada, Bob and Ümit, as clients PUT them.
  private func withCards(
    on store: ServedStore, _ body: @Sendable (any TestClientProtocol) async throws -> Void
  )
    async throws
  {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      _ = try await client.putCard(
        Self.book + "ada.vcf",
        vCard(uid: "ada", name: "Ada Lovelace", extra: "EMAIL;TYPE=work:ada@example.org\r\n"))
      _ = try await client.putCard(
        Self.book + "bob.vcf", vCard(uid: "bob", name: "Bob Smith", extra: "TEL:+1 555\r\n"))
      _ = try await client.putCard(Self.book + "umit.vcf", vCard(uid: "umit", name: "ÜMIT Öz"))
      try await body(client)
    }
  }

  private func query(_ filter: String, _ client: any TestClientProtocol) async throws -> [String] {
    let body = """
      <c:addressbook-query \(Self.namespaces)><d:prop><d:getetag/></d:prop>\(filter)\
      </c:addressbook-query>
      """
    let answer = try await client.dav(.report, Self.book, depth: "1", body: body)
    #expect(answer.status.code == 207, "\(filter): \(answer.text)")
    return Answered(answer.text).hrefs.map { $0.replacingOccurrences(of: Self.book, with: "") }
  }

  private func expectQuery(
    _ filter: String, _ client: any TestClientProtocol, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let found = try await query(filter, client)
    #expect(found == expected, "\(filter)", sourceLocation: sourceLocation)
  }

  @Test(arguments: ServedStore.all) func multigetAnswersTheCardsAndA404ForAnHrefOfNone(
    _ store: ServedStore
  ) async throws {
    try await withCards(on: store) { client in
      let body = """
        <c:addressbook-multiget \(Self.namespaces)><d:prop><d:getetag/><c:address-data/></d:prop>\
        <d:href>\(Self.book)ada.vcf</d:href><d:href>\(Self.book)none.vcf</d:href>\
        <d:href>http://example.com\(Self.book)bob.vcf</d:href></c:addressbook-multiget>
        """
      let answer = try await client.dav(.report, Self.book, depth: "1", body: body)
      let listed = Answered(answer.text)
      #expect(
        listed.hrefs == [Self.book + "ada.vcf", Self.book + "none.vcf", Self.book + "bob.vcf"])
      #expect(try #require(listed[Self.book + "ada.vcf"]).contains("FN:Ada Lovelace\r\n"))
      #expect(try #require(listed[Self.book + "none.vcf"]).contains("404 Not Found"))
    }
  }

  @Test(arguments: ServedStore.all) func queryMatchesTextAsRFC6352Says(_ store: ServedStore)
    async throws
  {
    try await withCards(on: store) { client in
      func filter(_ props: String, test: String = "anyof") -> String {
        "<c:filter test=\"\(test)\">\(props)</c:filter>"
      }
      let fnContains =
        #"<c:prop-filter name="FN"><c:text-match>LOVE</c:text-match></c:prop-filter>"#
      try await expectQuery(filter(fnContains), client, ["ada.vcf"])
      let starts =
        #"<c:prop-filter name="FN"><c:text-match match-type="starts-with">bob</c:text-match></c:prop-filter>"#
      try await expectQuery(filter(starts), client, ["bob.vcf"])
      let equalsOctet = """
        <c:prop-filter name="FN"><c:text-match match-type="equals" collation="i;octet">\
        bob smith</c:text-match></c:prop-filter>
        """
      try await expectQuery(filter(equalsOctet), client, [])
      let unicode =
        #"<c:prop-filter name="FN"><c:text-match match-type="starts-with">ümit</c:text-match></c:prop-filter>"#
      try await expectQuery(filter(unicode), client, ["umit.vcf"])
      let ascii = """
        <c:prop-filter name="FN"><c:text-match match-type="starts-with" \
        collation="i;ascii-casemap">ümit</c:text-match></c:prop-filter>
        """
      try await expectQuery(filter(ascii), client, [])
      let negated = """
        <c:prop-filter name="FN"><c:text-match negate-condition="yes">a</c:text-match>\
        </c:prop-filter>
        """
      try await expectQuery(filter(negated), client, ["bob.vcf", "umit.vcf"])
      let noEmail = #"<c:prop-filter name="EMAIL"><c:is-not-defined/></c:prop-filter>"#
      try await expectQuery(filter(noEmail), client, ["bob.vcf", "umit.vcf"])
      let hasTel = #"<c:prop-filter name="TEL"/>"#
      try await expectQuery(filter(hasTel + noEmail, test: "allof"), client, ["bob.vcf"])
      try await expectQuery(filter(hasTel + fnContains), client, ["ada.vcf", "bob.vcf"])
      let workEmail = """
        <c:prop-filter name="EMAIL"><c:param-filter name="TYPE"><c:text-match \
        match-type="equals">WORK</c:text-match></c:param-filter></c:prop-filter>
        """
      try await expectQuery(filter(workEmail), client, ["ada.vcf"])
      try await expectQuery("", client, ["ada.vcf", "bob.vcf", "umit.vcf"])
    }
  }

  @Test(arguments: ServedStore.all) func queryRefusesAnUnknownCollationAndStopsAtItsLimit(
    _ store: ServedStore
  ) async throws {
    try await withCards(on: store) { client in
      let odd = """
        <c:addressbook-query \(Self.namespaces)><c:filter><c:prop-filter name="FN">\
        <c:text-match collation="i;klingon">a</c:text-match></c:prop-filter></c:filter>\
        </c:addressbook-query>
        """
      let refused = try await client.dav(.report, Self.book, depth: "1", body: odd)
      #expect(refused.status == .forbidden)
      #expect(refused.text.contains("<card:supported-collation/>"))
      let limited = """
        <c:addressbook-query \(Self.namespaces)><d:prop><d:getetag/></d:prop><c:filter/>\
        <c:limit><c:nresults>2</c:nresults></c:limit></c:addressbook-query>
        """
      let answer = try await client.dav(.report, Self.book, depth: "1", body: limited)
      let listed = Answered(answer.text)
      #expect(listed.hrefs == [Self.book + "ada.vcf", Self.book + "bob.vcf", Self.book])
      #expect(try #require(listed[Self.book]).contains("507 Insufficient Storage"))
    }
  }

  static func sync(_ token: String, limit: Int? = nil, data: Bool = false) -> String {
    let limitXML = limit.map { "<d:limit><d:nresults>\($0)</d:nresults></d:limit>" } ?? ""
    return """
      <d:sync-collection \(namespaces)><d:sync-token>\(token)</d:sync-token>\
      <d:sync-level>1</d:sync-level>\(limitXML)<d:prop><d:getetag/>\
      \(data ? "<c:address-data/>" : "")</d:prop></d:sync-collection>
      """
  }

  static func token(_ text: String) throws -> String {
    let match = try #require(
      text.firstMatch(of: /<d:sync-token>(.*?)<\/d:sync-token><\/d:multistatus>/))
    return String(match.output.1)
  }

  @Test(arguments: ServedStore.all)
  func syncCollectionListsEverythingThenOnlyWhatChangedWithDeletionsAs404(_ store: ServedStore)
    async throws
  {
    try await withCards(on: store) { client in
      let first = try await client.dav(.report, Self.book, depth: "1", body: Self.sync(""))
      #expect(Answered(first.text).hrefs == ["ada", "bob", "umit"].map { Self.book + "\($0).vcf" })
      let token = try Self.token(first.text)
      #expect(token.hasPrefix("https://contacts.invalid/sync/"))
      let nothing = try await client.dav(.report, Self.book, depth: "1", body: Self.sync(token))
      #expect(Answered(nothing.text).hrefs.isEmpty)
      #expect(try Self.token(nothing.text) == token)
      _ = try await client.dav(.delete, Self.book + "bob.vcf")
      _ = try await client.putCard(Self.book + "cy.vcf", vCard(uid: "cy", name: "Cy"))
      let delta = try await client.dav(
        .report, Self.book, depth: "1", body: Self.sync(token, data: true))
      let listed = Answered(delta.text)
      #expect(listed.hrefs == [Self.book + "bob.vcf", Self.book + "cy.vcf"])
      #expect(try #require(listed[Self.book + "bob.vcf"]).contains("404 Not Found"))
      #expect(try #require(listed[Self.book + "cy.vcf"]).contains("FN:Cy"))
      #expect(try Self.token(delta.text) != token)
    }
  }

  @Test func aGarbageOrForeignOrExpiredTokenIs403ValidSyncToken() async throws {
    let harness = try await DAVHarness()
    let backup = try makeTemporaryDirectory().appendingPathComponent("backup.sqlite").path
    try await harness.run { client in
      let first = try await client.dav(.report, Self.book, depth: "1", body: Self.sync(""))
      let token = try Self.token(first.text)
      _ = try await harness.root.maintenance.backup(to: backup, replacing: false)
      _ = try await harness.root.backups.restore(from: backup)
      let restored = try await harness.book().servedState()
      #expect(ServedState(syncToken: token)?.epoch != restored.epoch)
      for bad in [
        token, "garbage", "http://radicale.org/ns/sync/abc", "https://contacts.invalid/sync/e9/1",
        "https://contacts.invalid/sync/\(restored.epoch)/\(restored.stamp + 1)",
      ] {
        let answer = try await client.dav(.report, Self.book, depth: "1", body: Self.sync(bad))
        #expect(answer.status == .forbidden, "\(bad)")
        #expect(answer.text.contains("<d:valid-sync-token/>"), "\(bad)")
      }
    }
  }

  @Test(arguments: ServedStore.all)
  func aLimitCutsTheChangesAtAStampWithA507AndTheTokenOfWhereItStopped(_ store: ServedStore)
    async throws
  {
    try await withCards(on: store) { client in
      let first = try await client.dav(.report, Self.book, depth: "1", body: Self.sync(""))
      let token = try Self.token(first.text)
      for name in ["d", "e", "f"] {
        _ = try await client.putCard(Self.book + "\(name).vcf", vCard(uid: name, name: name))
      }
      let limited = try await client.dav(
        .report, Self.book, depth: "1", body: Self.sync(token, limit: 2))
      #expect(
        Answered(limited.text).hrefs == [Self.book + "d.vcf", Self.book + "e.vcf", Self.book])
      let rest = try await client.dav(
        .report, Self.book, depth: "1", body: Self.sync(try Self.token(limited.text)))
      #expect(Answered(rest.text).hrefs == [Self.book + "f.vcf"])
      let initial = try await client.dav(
        .report, Self.book, depth: "1", body: Self.sync("", limit: 2))
      #expect(initial.status.code == 507)
      #expect(initial.text.contains("<d:number-of-matches-within-limits/>"))
    }
  }

  @Test(arguments: ServedStore.all) func anUnknownReportIsRefusedWithSupportedReport(
    _ store: ServedStore
  ) async throws {
    try await withCards(on: store) { client in
      let answer = try await client.dav(
        .report, Self.book, depth: "0", body: #"<d:expand-property xmlns:d="DAV:"/>"#)
      #expect(answer.status == .forbidden)
      #expect(answer.text.contains("<d:supported-report/>"))
    }
  }
}

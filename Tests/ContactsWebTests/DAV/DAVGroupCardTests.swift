import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import Testing

/// Group cards over CardDAV, in both forms a client writes them: Apple's vCard 3.0
/// (`X-ADDRESSBOOKSERVER-KIND:group`) and vCard 4.0's `KIND:group`. PUT, GET, DELETE, listings,
/// reports and sync as for contacts, and the app's groups follow.
@Suite("CardDAV group cards: PUT, GET, DELETE, listings and sync, both forms")
struct DAVGroupCardTests {
  static let book = "/dav/books/default/contacts/"
  static let ada = vCard(uid: "urn:uuid:ada", name: "Ada Lovelace")
  /// A group as iOS writes it, with Ada in it.
  static let friends =
    "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iOS 17.4//EN\r\nN:Friends\r\n"
    + "FN:Friends\r\nX-ADDRESSBOOKSERVER-KIND:group\r\n"
    + "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada\r\nUID:friends\r\nEND:VCARD\r\n"
  /// A vCard 4.0 group with Ada in it, its lines ended by LF alone: kept as they came.
  static let family =
    "BEGIN:VCARD\nVERSION:4.0\nKIND:group\nFN:Family\nMEMBER:urn:uuid:ada\n"
    + "UID:urn:uuid:family\nEND:VCARD\n"

  /// A harness with Ada and both groups PUT; the groups' ETags.
  private func withGroups(
    on store: ServedStore,
    _ body: @Sendable (DAVHarness, any TestClientProtocol, [String: String]) async throws -> Void
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      _ = try await client.putCard(Self.book + "ada.vcf", Self.ada)
      var etags: [String: String] = [:]
      for (name, card) in [("friends.vcf", Self.friends), ("family.vcf", Self.family)] {
        let put = try await client.putCard(Self.book + name, card, headers: [.ifNoneMatch: "*"])
        #expect(put.status == .created, "\(name): \(put.text)")
        let etag = try #require(put.headers[.eTag])
        etags[name] = etag
      }
      try await body(harness, client, etags)
    }
  }

  private static func counts(_ harness: DAVHarness) async throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try await harness.root.contacts.groups().map { ($0.name, $0.count) })
  }

  @Test(arguments: ServedStore.all)
  func bothFormsArePutServedByteForByteListedAndTheirMembersAreInTheGroups(_ store: ServedStore)
    async throws
  {
    try await withGroups(on: store) { harness, client, etags in
      for (name, card) in [("friends.vcf", Self.friends), ("family.vcf", Self.family)] {
        let get = try await client.get(Self.book + name)
        #expect(get.status == .ok)
        #expect(get.text == card)
        #expect(get.headers[.eTag] == etags[name])
      }
      #expect(try await Self.counts(harness) == ["Friends": 1, "Family": 1])
      let listing = try await client.dav(
        .propfind, Self.book, depth: "1", body: propfind("<d:getetag/>"))
      let listed = Answered(listing.text)
      #expect(
        listed.hrefs == [
          Self.book, Self.book + "ada.vcf", Self.book + "friends.vcf",
          Self.book + "family.vcf",
        ])
      let family = try #require(listed[Self.book + "family.vcf"])
      let etag = try #require(etags["family.vcf"])
      #expect(family.contains(etag.replacingOccurrences(of: "\"", with: "&quot;")))
    }
  }

  @Test(arguments: ServedStore.all) func multigetAndQueryAnswerGroupCardsLikeOtherCards(
    _ store: ServedStore
  ) async throws {
    try await withGroups(on: store) { _, client, _ in
      let namespaces = DAVReportTests.namespaces
      let multiget = """
        <c:addressbook-multiget \(namespaces)><d:prop><d:getetag/><c:address-data/></d:prop>\
        <d:href>\(Self.book)friends.vcf</d:href><d:href>\(Self.book)family.vcf</d:href>\
        </c:addressbook-multiget>
        """
      let got = Answered(try await client.dav(.report, Self.book, depth: "1", body: multiget).text)
      #expect(
        try #require(got[Self.book + "friends.vcf"]).contains("X-ADDRESSBOOKSERVER-KIND:group"))
      #expect(try #require(got[Self.book + "family.vcf"]).contains("KIND:group\nFN:Family"))
      let query = """
        <c:addressbook-query \(namespaces)><d:prop><d:getetag/></d:prop><c:filter>\
        <c:prop-filter name="FN"><c:text-match>fam</c:text-match></c:prop-filter></c:filter>\
        </c:addressbook-query>
        """
      let found = try await client.dav(.report, Self.book, depth: "1", body: query)
      #expect(Answered(found.text).hrefs == [Self.book + "family.vcf"])
    }
  }

  @Test(arguments: ServedStore.all) func conditionsHoldAndAGroupsUIDOrNameTakenIsAConflict(
    _ store: ServedStore
  ) async throws {
    try await withGroups(on: store) { _, client, etags in
      let again = try await client.putCard(
        Self.book + "friends.vcf", Self.friends, headers: [.ifNoneMatch: "*"])
      #expect(again.status == .preconditionFailed)
      let stale = try await client.putCard(
        Self.book + "friends.vcf", Self.friends, headers: [.ifMatch: "\"old\""])
      #expect(stale.status == .preconditionFailed)
      let copy = try await client.putCard(Self.book + "copy.vcf", Self.friends)
      #expect(copy.status == .conflict)
      #expect(copy.text.contains("<d:href>\(Self.book)friends.vcf</d:href>"))
      let contactThere = try await client.putCard(
        Self.book + "friends.vcf", vCard(uid: "bob", name: "Bob"))
      #expect(contactThere.status == .conflict)
      let noMembers = Self.friends.replacingOccurrences(
        of: "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada\r\n", with: "")
      let update = try await client.putCard(
        Self.book + "friends.vcf", noMembers, headers: [.ifMatch: etags["friends.vcf"] ?? ""])
      #expect(update.status == .noContent)
      #expect(update.headers[.eTag] != nil && update.headers[.eTag] != etags["friends.vcf"])
      #expect(try await client.get(Self.book + "friends.vcf").text == noMembers)
    }
  }

  @Test(arguments: ServedStore.all) func deleteRemovesTheGroupAndTheAppsGroupsFollow(
    _ store: ServedStore
  ) async throws {
    try await withGroups(on: store) { harness, client, etags in
      let stale = try await client.dav(
        .delete, Self.book + "family.vcf", headers: [.ifMatch: "\"old\""])
      #expect(stale.status == .preconditionFailed)
      let deleted = try await client.dav(
        .delete, Self.book + "family.vcf", headers: [.ifMatch: etags["family.vcf"] ?? ""])
      #expect(deleted.status == .noContent)
      #expect(try await client.get(Self.book + "family.vcf").status == .notFound)
      #expect(try await Self.counts(harness) == ["Friends": 1])
      _ = try await harness.root.contacts.undo(nil)
      #expect(try await client.get(Self.book + "family.vcf").text == Self.family)
      #expect(try await Self.counts(harness) == ["Friends": 1, "Family": 1])
    }
  }

  @Test(arguments: ServedStore.all) func aGroupCardNotInUTF8IsStoredAsReadAndItsPutAnswersNoETag(
    _ store: ServedStore
  ) async throws {
    try await withGroups(on: store) { harness, client, _ in
      var latin1 = Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Fr".utf8)
      latin1.append(0xE8)
      latin1.append(
        contentsOf: Data(
          "res\r\nX-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada\r\n"
            .utf8))
      latin1.append(contentsOf: Data("UID:brothers\r\nEND:VCARD\r\n".utf8))
      let put = try await client.execute(
        uri: Self.book + "brothers.vcf", method: .put,
        headers: [.contentType: "text/vcard; charset=iso-8859-1"],
        body: ByteBuffer(bytes: latin1))
      #expect(put.status == .created, "\(put.text)")
      #expect(put.headers[.eTag] == nil)
      let get = try await client.get(Self.book + "brothers.vcf")
      #expect(get.headers[.eTag] != nil && Data(buffer: get.body) != latin1)
      #expect(try await Self.counts(harness)["Frères"] == 1)
    }
  }

  @Test(arguments: ServedStore.all) func aPhonesGroupEditIsOneUndoableChange(_ store: ServedStore)
    async throws
  {
    try await withGroups(on: store) { harness, client, _ in
      let renamed = Self.friends.replacingOccurrences(of: "Friends", with: "Old friends")
      let put = try await client.putCard(Self.book + "friends.vcf", renamed)
      #expect(put.status == .noContent)
      #expect(try await Self.counts(harness) == ["Old friends": 1, "Family": 1])
      let undone = try await harness.root.contacts.undo(nil)
      #expect(undone.change.kind == .sync)
      #expect(try await client.get(Self.book + "friends.vcf").text == Self.friends)
      #expect(try await Self.counts(harness) == ["Friends": 1, "Family": 1])
    }
  }

  @Test(arguments: ServedStore.all) func syncListsGroupsThenTheirChangesFromTheAppAndTheirDeletions(
    _ store: ServedStore
  ) async throws {
    try await withGroups(on: store) { harness, client, etags in
      let first = try await client.dav(
        .report, Self.book, depth: "1", body: DAVReportTests.sync(""))
      #expect(
        Answered(first.text).hrefs == ["ada", "friends", "family"].map { Self.book + "\($0).vcf" })
      let token = try DAVReportTests.token(first.text)
      let listed = try #require(try await harness.root.contacts.page(PageRequest()).contacts.first)
      let ada = try await harness.root.contacts.contact(id: listed.id)
      var form = ContactForm(ada)
      form.groups = ["Family"]
      _ = try await harness.root.contacts.update(
        id: ada.id, with: try ContactDraft(form, origin: .imported))
      _ = try await client.dav(.delete, Self.book + "family.vcf")
      let delta = try await client.dav(
        .report, Self.book, depth: "1", body: DAVReportTests.sync(token, data: true))
      let changed = Answered(delta.text)
      #expect(changed.hrefs == [Self.book + "friends.vcf", Self.book + "family.vcf"])
      let friends = try #require(changed[Self.book + "friends.vcf"])
      #expect(!friends.contains("X-ADDRESSBOOKSERVER-MEMBER") && friends.contains("FN:Friends"))
      let before = try #require(etags["friends.vcf"])
      #expect(friends.contains("getetag>&quot;"))
      #expect(!friends.contains(before.replacingOccurrences(of: "\"", with: "&quot;")))
      #expect(try #require(changed[Self.book + "family.vcf"]).contains("404 Not Found"))
      let stale = try await client.putCard(
        Self.book + "friends.vcf", Self.friends, headers: [.ifMatch: etags["friends.vcf"] ?? ""])
      #expect(stale.status == .preconditionFailed)
    }
  }
}

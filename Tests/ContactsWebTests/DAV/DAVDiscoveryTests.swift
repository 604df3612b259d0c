import ContactsDomain
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Discovery as clients do it (RFC 6764, 5397, 6352): well-known, the principal, the home, the
/// books, with the properties they read.
@Suite("CardDAV discovery and PROPFIND")
struct DAVDiscoveryTests {
  @Test(arguments: ServedStore.all) func wellKnownPointsToTheDAVRoot(_ store: ServedStore)
    async throws
  {
    try await DAVHarness(on: store).run { client in
      for method in [HTTPRequest.Method.get, .propfind] {
        let answer = try await client.dav(method, "/.well-known/carddav", depth: "0")
        #expect(answer.status == .movedPermanently)
        #expect(answer.headers[.location] == "/dav/")
      }
    }
  }

  @Test(arguments: ServedStore.all) func theRootNamesThePrincipalAndThePrincipalItsHome(
    _ store: ServedStore
  ) async throws {
    try await DAVHarness(on: store).run { client in
      let root = try await client.dav(
        .propfind, "/dav/", depth: "0",
        body: propfind("<d:current-user-principal/><d:resourcetype/><d:principal-URL/>"))
      #expect(root.status.code == 207)
      #expect(root.headers[.dav] == "1, 3, addressbook, extended-mkcol")
      let rootXML = try #require(Answered(root.text)["/dav/"])
      #expect(
        rootXML.contains(
          "<d:current-user-principal><d:href>/dav/principals/default/</d:href>"))
      #expect(
        rootXML.contains(
          "<d:propstat><d:prop><d:principal-URL/></d:prop><d:status>HTTP/1.1 404 Not Found"))
      let principal = try await client.dav(
        .propfind, "/dav/principals/default/", depth: "0",
        body: propfind("<card:addressbook-home-set/><d:principal-URL/>"))
      let xml = try #require(Answered(principal.text)["/dav/principals/default/"])
      #expect(xml.contains("<card:addressbook-home-set><d:href>/dav/books/default/</d:href>"))
      #expect(xml.contains("<d:principal-URL><d:href>/dav/principals/default/</d:href>"))
    }
  }

  @Test func theHomeListsEveryBookWithWhatClientsRead() async throws {
    let harness = try await DAVHarness()
    try await harness.shelf.setDisplayName("Contacts", ofBook: "contacts", of: soleOwner)
    _ = try await harness.shelf.makeBook("work", displayName: nil, of: soleOwner)
    let state = try await harness.book().servedState()
    try await harness.run { client in
      let answer = try await client.dav(
        .propfind, "/dav/books/default/", depth: "1",
        body: propfind(
          "<d:resourcetype/><d:displayname/><cs:getctag/><d:sync-token/>"
            + "<card:supported-address-data/><card:max-resource-size/>"
            + "<d:current-user-privilege-set/><d:supported-report-set/>"))
      let listed = Answered(answer.text)
      #expect(
        listed.hrefs == [
          "/dav/books/default/", "/dav/books/default/contacts/", "/dav/books/default/work/",
        ])
      let book = try #require(listed["/dav/books/default/contacts/"])
      #expect(book.contains("<d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>"))
      #expect(book.contains("<d:displayname>Contacts</d:displayname>"))
      #expect(book.contains("<cs:getctag>&quot;\(state.epoch)-\(state.stamp)&quot;</cs:getctag>"))
      #expect(book.contains("<d:sync-token>\(state.syncToken)</d:sync-token>"))
      #expect(
        book.contains(
          "version=\"3.0\"/><card:address-data-type content-type=\"text/vcard\" version=\"4.0\"/>"))
      #expect(book.contains("<card:max-resource-size>1048576</card:max-resource-size>"))
      #expect(book.contains("<d:privilege><d:write-content/></d:privilege>"))
      #expect(book.contains("<d:report><d:sync-collection/></d:report>"))
      #expect(!book.contains("404 Not Found"))
      #expect(try #require(listed["/dav/books/default/work/"]).contains("<d:displayname>work<"))
    }
  }

  @Test(arguments: ServedStore.all) func aServerThatCannotWriteVCard4OffersOnly3(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store, writesV4: false)
    try await harness.run { client in
      let answer = try await client.dav(
        .propfind, "/dav/books/default/contacts/", depth: "0",
        body: propfind("<card:supported-address-data/>"))
      #expect(answer.text.contains("version=\"3.0\""))
      #expect(!answer.text.contains("version=\"4.0\""))
    }
  }

  @Test(arguments: ServedStore.all) func depthInfinityIsRefusedWithFiniteDepth(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      for depth: String? in ["infinity", nil] {
        let answer = try await client.dav(
          .propfind, "/dav/books/default/contacts/", depth: depth, body: propfind("<d:getetag/>"))
        #expect(answer.status == .forbidden)
        #expect(answer.text.contains("<d:propfind-finite-depth/>"))
      }
    }
  }

  @Test(arguments: ServedStore.all) func aBooksListingHasEveryCardWindowAfterWindowInNameOrder(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    let book = try await harness.book("contacts")
    let names = (0..<1_201).map { String(format: "card-%05d.vcf", $0) }
    for (index, name) in names.enumerated() {
      let card = vCard(uid: "u\(index)", name: "N\(index)")
      _ = try await book.put(
        ContactImport(uid: "u\(index)", draft: try .init(firstName: "N", lastName: "\(index)")),
        body: .init(card.utf8), named: name, when: .none)
    }
    try await harness.run { client in
      let answer = try await client.dav(
        .propfind, "/dav/books/default/contacts/", depth: "1", body: propfind("<d:getetag/>"))
      let listed = Answered(answer.text)
      #expect(
        listed.hrefs == ["/dav/books/default/contacts/"]
          + names.map { "/dav/books/default/contacts/\($0)" })
      let etags = try await book.servedEntries(after: nil, limit: names.count + 1).map {
        "<d:getetag>\($0.etag.replacingOccurrences(of: "\"", with: "&quot;"))</d:getetag>"
      }
      #expect(zip(listed.responses.dropFirst(), etags).allSatisfy { $0.xml.contains($1) })
      #expect(etags.count == names.count)
    }
  }

  @Test(arguments: ServedStore.all) func propnameAndAllpropAnswerWithoutTheCostlyOnes(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let names = try await client.dav(
        .propfind, "/dav/books/default/contacts/", depth: "0",
        body: #"<d:propfind xmlns:d="DAV:"><d:propname/></d:propfind>"#)
      #expect(names.text.contains("<d:sync-token/>"))
      #expect(names.text.contains("<card:max-resource-size/>"))
      let all = try await client.dav(.propfind, "/dav/books/default/contacts/", depth: "0")
      #expect(all.text.contains("<d:sync-token>https://contacts.invalid/sync/"))
      #expect(!all.text.contains("404 Not Found"))
    }
  }

  @Test(arguments: ServedStore.all) func optionsAnnounceCardDAVAndTheMethods(_ store: ServedStore)
    async throws
  {
    try await DAVHarness(on: store).run { client in
      let answer = try await client.dav(.options, "/dav/books/default/")
      #expect(answer.status == .ok)
      #expect(answer.headers[.dav] == "1, 3, addressbook, extended-mkcol")
      #expect(answer.headers[.allow]?.contains("REPORT") == true)
    }
  }
}

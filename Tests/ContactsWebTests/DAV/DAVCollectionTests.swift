import ContactsDomain
import ContactsTestSupport
import HTTPTypes
import HummingbirdTesting
import Testing

/// Books made by MKCOL (plain and extended, RFC 5689), renamed by PROPPATCH, deleted.
@Suite("CardDAV books: MKCOL, PROPPATCH, DELETE")
struct DAVCollectionTests {
  static let extended = """
    <?xml version="1.0" encoding="utf-8"?>
    <d:mkcol xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:set><d:prop>\
    <d:resourcetype><d:collection/><c:addressbook/></d:resourcetype>\
    <d:displayname>Family &amp; friends</d:displayname></d:prop></d:set></d:mkcol>
    """

  @Test func extendedMKCOLMakesABookAndAPlainOneAPlainCollection() async throws {
    let harness = try await DAVHarness()
    try await harness.run { client in
      let answer3 = try await client.dav(.mkcol, "/dav/books/default/plain/")
      #expect(answer3.status == .created)
      let made = try await client.dav(.mkcol, "/dav/books/default/family/", body: Self.extended)
      #expect(made.status == .created)
      let again = try await client.dav(.mkcol, "/dav/books/default/family/", body: Self.extended)
      #expect(again.status == .methodNotAllowed)
    }
    #expect(
      try await harness.shelf.books(of: soleOwner) == [
        ShelvedBook(name: "contacts", displayName: nil),
        ShelvedBook(name: "family", displayName: "Family & friends"),
      ])
    #expect(
      try await harness.plainFiles.plainMembers(of: [], of: soleOwner).map(\.path) == [
        ["plain"]
      ])
  }

  @Test(arguments: ServedStore.all)
  func extendedMKCOLOfAnotherKindOfCollectionIsRefusedProperty(_ store: ServedStore) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let calendar = """
        <d:mkcol xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>\
        <d:resourcetype><d:collection/><cal:calendar/></d:resourcetype>\
        <d:displayname>Cal</d:displayname></d:prop></d:set></d:mkcol>
        """
      let answer = try await client.dav(.mkcol, "/dav/books/default/cal/", body: calendar)
      #expect(answer.status == .forbidden)
      #expect(answer.text.contains("<d:mkcol-response"))
      #expect(answer.text.contains("<d:resourcetype/></d:prop><d:status>HTTP/1.1 403 Forbidden"))
      #expect(
        answer.text.contains("<d:displayname/></d:prop><d:status>HTTP/1.1 424 Failed Dependency"))
    }
    #expect(
      try await harness.shelf.books(of: soleOwner) == [
        ShelvedBook(name: "contacts", displayName: nil)
      ])
  }

  /// A store that keeps one book (PostgreSQL's) makes no other: a client asking is told so
  /// (403 with the reason), and the book is served as before.
  @Test(arguments: ServedStore.all.filter { !$0.keepsOtherBooks })
  func aStoreOfOneBookRefusesAnotherBook(_ store: ServedStore) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let made = try await client.dav(.mkcol, "/dav/books/default/family/", body: Self.extended)
      #expect(made.status == .forbidden)
      #expect(made.text.contains("this address book keeps no other books"))
      let home = try await client.dav(.propfind, "/dav/books/default/", depth: "1")
      #expect(home.text.contains("/dav/books/default/contacts/"))
      #expect(!home.text.contains("/dav/books/default/family/"))
    }
  }

  @Test(arguments: ServedStore.all) func mkcolInsideABookOrOnTheHomeIsRefused(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let answer4 = try await client.dav(.mkcol, "/dav/books/default/contacts/sub/")
      #expect(answer4.status == .forbidden)
      let answer5 = try await client.dav(.mkcol, "/dav/books/default/")
      #expect(answer5.status == .methodNotAllowed)
    }
  }

  @Test(arguments: ServedStore.all)
  func proppatchSetsAndRemovesTheDisplayNameAndRefusesTheRestWhole(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    let set = """
      <d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>Home</d:displayname>\
      </d:prop></d:set></d:propertyupdate>
      """
    let mixed = """
      <d:propertyupdate xmlns:d="DAV:" xmlns:x="urn:x"><d:set><d:prop><d:displayname>Other\
      </d:displayname><x:color>red</x:color></d:prop></d:set></d:propertyupdate>
      """
    try await harness.run { client in
      let answer = try await client.dav(.proppatch, "/dav/books/default/contacts/", body: set)
      #expect(answer.status.code == 207)
      #expect(answer.text.contains("<d:displayname/></d:prop><d:status>HTTP/1.1 200 OK"))
      let refused = try await client.dav(.proppatch, "/dav/books/default/contacts/", body: mixed)
      #expect(refused.text.contains("<x:color xmlns:x=\"urn:x\"/></d:prop><d:status>HTTP/1.1 403"))
      #expect(refused.text.contains("<d:displayname/></d:prop><d:status>HTTP/1.1 424"))
      let named = try await client.dav(
        .propfind, "/dav/books/default/contacts/", depth: "0",
        body: propfind("<d:displayname/>"))
      #expect(named.text.contains("<d:displayname>Home</d:displayname>"))
    }
    #expect(
      try await harness.shelf.books(of: soleOwner) == [
        ShelvedBook(name: "contacts", displayName: "Home")
      ])
    let remove = """
      <d:propertyupdate xmlns:d="DAV:"><d:remove><d:prop><d:displayname/></d:prop></d:remove>\
      </d:propertyupdate>
      """
    try await harness.run { client in
      _ = try await client.dav(.proppatch, "/dav/books/default/contacts/", body: remove)
    }
    #expect(
      try await harness.shelf.books(of: soleOwner) == [
        ShelvedBook(name: "contacts", displayName: nil)
      ])
  }

  @Test func deletingABookRemovesItThen404() async throws {
    let harness = try await DAVHarness()
    _ = try await harness.book("work")
    try await harness.run { client in
      let answer6 = try await client.dav(.delete, "/dav/books/default/work/")
      #expect(answer6.status == .noContent)
      let answer7 = try await client.dav(.delete, "/dav/books/default/work/")
      #expect(answer7.status == .notFound)
      #expect(
        try await client.dav(.propfind, "/dav/books/default/work/", depth: "0").status
          == .notFound)
    }
    #expect(try await harness.shelf.book("work", of: soleOwner) == nil)
  }

  @Test(arguments: ServedStore.all) func theBookTheServerWasStartedOnIsNotDeleted(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let answer = try await client.dav(.delete, "/dav/books/default/contacts/")
      #expect(answer.status == .forbidden)
      #expect(answer.headers[.contentType] == "application/xml; charset=utf-8")
      #expect(
        try await client.dav(.propfind, "/dav/books/default/contacts/", depth: "0").status
          .code == 207)
    }
  }
}

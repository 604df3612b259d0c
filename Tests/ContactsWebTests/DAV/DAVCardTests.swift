import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// GET, PUT and DELETE of cards with strong ETags and their conditions (RFC 6352 §6.3.2,
/// RFC 4918, RFC 7232).
@Suite("CardDAV cards: GET, PUT, DELETE")
struct DAVCardTests {
  static let ada = vCard(uid: "urn:uuid:ada", name: "Ada Lovelace")
  static let path = "/dav/books/default/contacts/ada.vcf"

  private func withBook(
    on store: ServedStore,
    _ body: @Sendable (any TestClientProtocol, any ServedAddressBook) async throws -> Void
  )
    async throws
  {
    let harness = try await DAVHarness(on: store)
    let book = try await harness.book()
    try await harness.run { client in try await body(client, book) }
  }

  @Test(arguments: ServedStore.all) func aNewCardIsCreatedAndServedByteForByteWithItsETag(
    _ store: ServedStore
  ) async throws {
    try await withBook(on: store) { client, _ in
      let put = try await client.putCard(Self.path, Self.ada, headers: [.ifNoneMatch: "*"])
      #expect(put.status == .created)
      let etag = try #require(put.headers[.eTag])
      let get = try await client.get(Self.path)
      #expect(get.status == .ok)
      #expect(get.text == Self.ada)
      #expect(get.headers[.eTag] == etag)
      #expect(get.headers[.contentType] == "text/vcard; charset=utf-8")
      let head = try await client.execute(uri: Self.path, method: .head)
      #expect(head.status == .ok)
      #expect(head.headers[.eTag] == etag)
    }
  }

  @Test(arguments: ServedStore.all) func putConditionsAnswer412WhenTheyDoNotHold(
    _ store: ServedStore
  ) async throws {
    try await withBook(on: store) { client, _ in
      let first = try await client.putCard(Self.path, Self.ada, headers: [.ifNoneMatch: "*"])
      let etag = try #require(first.headers[.eTag])
      let again = try await client.putCard(Self.path, Self.ada, headers: [.ifNoneMatch: "*"])
      #expect(again.status == .preconditionFailed)
      let edited = vCard(uid: "urn:uuid:ada", name: "Ada King")
      let stale = try await client.putCard(Self.path, edited, headers: [.ifMatch: "\"nope\""])
      #expect(stale.status == .preconditionFailed)
      let unquoted = try await client.putCard(
        Self.path, edited, headers: [.ifMatch: etag.replacingOccurrences(of: "\"", with: "")])
      #expect(unquoted.status == .preconditionFailed)
      let missing = try await client.putCard(
        "/dav/books/default/contacts/gone.vcf", vCard(uid: "gone", name: "Gone"),
        headers: [.ifMatch: etag])
      #expect(missing.status == .preconditionFailed)
      let update = try await client.putCard(Self.path, edited, headers: [.ifMatch: etag])
      #expect(update.status == .noContent)
      #expect(update.headers[.eTag] != nil && update.headers[.eTag] != etag)
      #expect(try await client.get(Self.path).text == edited)
    }
  }

  @Test(arguments: ServedStore.all)
  func aCardWithoutUIDOrBrokenOrTwoCardsIsRefusedWithValidAddressData(_ store: ServedStore)
    async throws
  {
    try await withBook(on: store) { client, book in
      for body in [
        vCard(uid: nil, name: "No Uid"), "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken",
        Self.ada + vCard(uid: "second", name: "Second"), "hello",
      ] {
        let answer = try await client.putCard(Self.path, body)
        #expect(answer.status == .badRequest, "\(body)")
        #expect(answer.text.contains("<card:valid-address-data/>"), "\(body)")
        #expect(answer.headers[.contentType] == "application/xml; charset=utf-8")
      }
      #expect(try await book.servedEntries(after: nil, limit: 10).isEmpty)
    }
  }

  @Test(arguments: ServedStore.all) func aUIDUsedAtAnotherNameIsAConflictNamingThatCard(
    _ store: ServedStore
  ) async throws {
    try await withBook(on: store) { client, _ in
      _ = try await client.putCard(Self.path, Self.ada)
      let copy = try await client.putCard("/dav/books/default/contacts/copy.vcf", Self.ada)
      #expect(copy.status == .conflict)
      #expect(
        copy.text.contains(
          "<card:no-uid-conflict><d:href>/dav/books/default/contacts/ada.vcf</d:href></card:no-uid-conflict>"
        ))
    }
  }

  @Test(arguments: ServedStore.all) func aBodyOverMaxResourceSizeIs413(_ store: ServedStore)
    async throws
  {
    try await withBook(on: store) { client, _ in
      let note = "NOTE:" + String(repeating: "x", count: 1024 * 1024) + "\r\n"
      let answer = try await client.putCard(Self.path, vCard(uid: "big", name: "Big", extra: note))
      #expect(answer.status == .contentTooLarge)
      #expect(answer.text.contains("<card:max-resource-size/>"))
    }
  }

  @Test(arguments: ServedStore.all)
  func putIntoABookThatDoesNotExistIsAConflictAndOfAnotherTypeUnsupported(_ store: ServedStore)
    async throws
  {
    try await withBook(on: store) { client, _ in
      let nowhere = try await client.putCard("/dav/books/default/nowhere/ada.vcf", Self.ada)
      #expect(nowhere.status == .conflict)
      let json = try await client.dav(
        .put, Self.path, body: "{}", headers: [.contentType: "application/json"])
      #expect(json.status == .unsupportedMediaType)
      #expect(json.text.contains("<card:supported-address-data/>"))
    }
  }

  @Test(arguments: ServedStore.all) func deleteAnswers204Then404AndHonoursIfMatch(
    _ store: ServedStore
  ) async throws {
    try await withBook(on: store) { client, book in
      let put = try await client.putCard(Self.path, Self.ada)
      let stale = try await client.dav(.delete, Self.path, headers: [.ifMatch: "\"old\""])
      #expect(stale.status == .preconditionFailed)
      let deleted = try await client.dav(
        .delete, Self.path, headers: [.ifMatch: try #require(put.headers[.eTag])])
      #expect(deleted.status == .noContent)
      let answer1 = try await client.dav(.delete, Self.path)
      #expect(answer1.status == .notFound)
      let answer2 = try await client.get(Self.path)
      #expect(answer2.status == .notFound)
      #expect(try await book.servedEntries(after: nil, limit: 10).isEmpty)
    }
  }

  @Test(arguments: ServedStore.all) func aCardTheAppChangedIsServedIn3ByDefaultAnd4WhenAsked(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let put = try await client.putCard(Self.path, Self.ada)
      let ada = try #require(try await harness.root.contacts.page(PageRequest()).contacts.first)
      _ = try await harness.root.contacts.update(
        id: ada.id, with: try ContactDraft(firstName: "Grace", lastName: "Hopper"))
      let v3 = try await client.get(Self.path)
      #expect(v3.text != Self.ada)
      #expect(v3.text.contains("VERSION:3.0"))
      #expect(v3.text.contains("UID:urn:uuid:ada"))
      #expect(v3.text.contains("FN:Grace Hopper"))
      #expect(v3.headers[.eTag] != nil && v3.headers[.eTag] != put.headers[.eTag])
      let v4 = try await client.get(Self.path, headers: [.accept: "text/vcard; version=4.0"])
      #expect(v4.text.contains("VERSION:4.0"))
      #expect(v4.text.contains("FN:Grace Hopper"))
    }
  }
}

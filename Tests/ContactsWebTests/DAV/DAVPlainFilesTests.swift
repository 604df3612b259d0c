import ContactsDomain
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The plain WebDAV area of a home (RFC 4918): collections made by MKCOL without a body, files
/// of any kind kept byte for byte, the statuses litmus checks, and the area kept apart from the
/// address books.
@Suite("CardDAV homes: plain collections and files")
struct DAVPlainFilesTests {
  static let home = "/dav/books/default/"

  @Test(arguments: ServedStore.all) func aFileIsServedByteForByteWithItsTypeAndStrongETag(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      #expect(try await client.dav(.mkcol, Self.home + "scratch/").status == .created)
      #expect(try await client.dav(.mkcol, Self.home + "scratch/litmus/").status == .created)
      let path = Self.home + "scratch/litmus/res-%e2%82%ac"
      let bytes: [UInt8] = [0, 0xFF, 0x0D, 0x0A] + Array("€ text".utf8)
      let put = try await client.execute(
        uri: path, method: .put, headers: [.contentType: "application/x-litmus"],
        body: ByteBuffer(bytes: bytes))
      #expect(put.status == .created)
      let etag = try #require(put.headers[.eTag])
      let got = try await client.execute(uri: path, method: .get)
      #expect(got.status == .ok)
      #expect(Array(got.body.readableBytesView) == bytes)
      #expect(got.headers[.contentType] == "application/x-litmus")
      #expect(got.headers[.eTag] == etag)
      #expect(got.headers[.lastModified]?.hasSuffix(" GMT") == true)
      let head = try await client.execute(uri: path, method: .head)
      #expect(head.status == .ok)
      #expect(head.headers[.eTag] == etag)
      #expect(head.body.readableBytes == 0)
      let tooLarge = try await client.execute(
        uri: path, method: .put, body: ByteBuffer(repeating: 0x41, count: 1024 * 1024 + 1))
      #expect(tooLarge.status == .contentTooLarge)
      #expect(try await client.execute(uri: path, method: .get).headers[.eTag] == etag)
      let stale = try await client.execute(
        uri: path, method: .put, headers: [.ifMatch: "\"other\""], body: ByteBuffer(string: "x"))
      #expect(stale.status == .preconditionFailed)
      let again = try await client.execute(
        uri: path, method: .put, headers: [.ifNoneMatch: "*"], body: ByteBuffer(string: "x"))
      #expect(again.status == .preconditionFailed)
      let replaced = try await client.execute(
        uri: path, method: .put, headers: [.ifMatch: etag], body: ByteBuffer(string: "x"))
      #expect(replaced.status == .noContent)
      #expect(replaced.headers[.eTag] != etag)
      let plainType = try await client.execute(uri: path, method: .get)
      #expect(plainType.headers[.contentType] == "application/octet-stream")
      #expect(try await client.dav(.delete, path).status == .noContent)
      #expect(try await client.execute(uri: path, method: .get).status == .notFound)
    }
  }

  @Test(arguments: ServedStore.all) func theStatusesRFC4918GivesAreAnswered(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      let base = Self.home + "scratch/"
      #expect(try await client.dav(.mkcol, base).status == .created)
      #expect(try await client.dav(.mkcol, base).status == .methodNotAllowed)
      #expect(try await client.dav(.put, base + "a/b.txt", body: "x").status == .conflict)
      #expect(try await client.dav(.mkcol, base + "a/b/").status == .conflict)
      #expect(try await client.dav(.put, base + "file", body: "x").status == .created)
      #expect(try await client.dav(.mkcol, base + "file").status == .methodNotAllowed)
      #expect(try await client.dav(.mkcol, base + "file/sub/").status == .conflict)
      #expect(try await client.dav(.put, base, body: "x").status == .methodNotAllowed)
      let withBody = try await client.execute(
        uri: base + "body/", method: .mkcol, headers: [.contentType: "xzy-foo/bar-512"],
        body: ByteBuffer(string: "afafafaf"))
      #expect(withBody.status == .unsupportedMediaType)
      #expect(try await client.dav(.delete, base + "nothing").status == .notFound)
      #expect(try await client.dav(.delete, base + "#fragment").status == .badRequest)
      #expect(try await client.dav(.propfind, base, depth: "0").status.code == 207)
      #expect(try await client.dav(.mkcol, base + "deep/").status == .created)
      #expect(try await client.dav(.put, base + "deep/f", body: "x").status == .created)
      #expect(try await client.dav(.delete, base + "deep/").status == .noContent)
      #expect(try await client.dav(.get, base + "deep/f").status == .notFound)
      #expect(try await client.dav(.mkcol, Self.home + "contacts/").status == .methodNotAllowed)
      let extended = """
        <d:mkcol xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:set><d:prop>\
        <d:resourcetype><d:collection/><c:addressbook/></d:resourcetype></d:prop></d:set></d:mkcol>
        """
      #expect(try await client.dav(.mkcol, base, body: extended).status == .methodNotAllowed)
      #expect(try await client.dav(.delete, base).status == .noContent)
      #expect(try await client.dav(.get, base + "file").status == .notFound)
    }
  }

  @Test func aBookIsNotMadeUnderAPlainCollectionsName() async throws {
    let harness = try await DAVHarness()
    try await harness.run { client in
      let made = try await client.dav(.mkcol, Self.home + "scratch/")
      #expect(made.status == .created)
    }
    await #expect(throws: BookShelfError.exists(name: "scratch")) {
      try await harness.shelf.makeBook("scratch", displayName: nil, of: soleOwner)
    }
    #expect(try await harness.shelf.books(of: soleOwner).map(\.name) == ["contacts"])
  }

  @Test(arguments: ServedStore.all) func aPlainCollectionListsAsAPlainCollectionAndNeverInABook(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      _ = try await client.dav(.mkcol, Self.home + "scratch/")
      _ = try await client.dav(
        .put, Self.home + "scratch/n.txt", body: "12345", headers: [.contentType: "text/plain"])
      let home = Answered(
        try await client.dav(
          .propfind, Self.home, depth: "1", body: propfind("<d:resourcetype/><d:getetag/>")
        ).text)
      #expect(home.hrefs == [Self.home, Self.home + "contacts/", Self.home + "scratch/"])
      #expect(
        home[Self.home + "scratch/"]?.contains("<d:resourcetype><d:collection/></d:resourcetype>")
          == true)
      #expect(home[Self.home + "scratch/"]?.contains("addressbook") == false)
      let listing = try await client.dav(
        .propfind, Self.home + "scratch/", depth: "1",
        body: propfind(
          "<d:resourcetype/><d:getetag/><d:getcontentlength/><d:getcontenttype/>"
            + "<d:getlastmodified/><d:displayname/>"))
      #expect(listing.status.code == 207)
      let answered = Answered(listing.text)
      #expect(answered.hrefs == [Self.home + "scratch/", Self.home + "scratch/n.txt"])
      let file = try #require(answered[Self.home + "scratch/n.txt"])
      #expect(file.contains("<d:getcontentlength>5</d:getcontentlength>"))
      #expect(file.contains("<d:getcontenttype>text/plain</d:getcontenttype>"))
      #expect(file.contains("<d:displayname>n.txt</d:displayname>"))
      #expect(
        file.contains("<d:resourcetype></d:resourcetype>") || file.contains("<d:resourcetype/>"))
      let book = try await client.dav(
        .propfind, Self.home + "contacts/", depth: "1", body: propfind("<d:getetag/>"))
      #expect(!book.text.contains("scratch"))
    }
    #expect(try await harness.book().servedEntries(after: nil, limit: 5).isEmpty)
  }

  @Test(arguments: ServedStore.all) func anotherAccountsPlainAreaIsNotFound(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store, accounts: ["ada": "secret", "bob": "pw"])
    try await harness.run { client in
      let ada: HTTPFields = [.authorization: DAVSecurityTests.basicAda]
      let bob: HTTPFields = [
        .authorization: "Basic " + Data("bob:pw".utf8).base64EncodedString()
      ]
      #expect(try await client.dav(.mkcol, "/dav/books/bob/s/", headers: bob).status == .created)
      #expect(
        try await client.dav(.put, "/dav/books/bob/s/f", body: "secret", headers: bob).status
          == .created)
      for (method, path) in [
        (HTTPRequest.Method.get, "/dav/books/bob/s/f"), (.propfind, "/dav/books/bob/s/"),
        (.delete, "/dav/books/bob/s/"), (.put, "/dav/books/bob/s/g"),
        (.mkcol, "/dav/books/bob/s/t/"),
      ] {
        let answer = try await client.dav(method, path, depth: "1", headers: ada)
        #expect(answer.status == .notFound, "\(method) \(path)")
        #expect(!answer.text.contains("secret"))
      }
      #expect(try await client.dav(.get, "/dav/books/bob/s/f", headers: bob).text == "secret")
    }
  }

  @Test(arguments: ServedStore.all) func aFullAreaAnswers507AndClimbingPathsAreRefused(
    _ store: ServedStore
  ) async throws {
    var harness = try await DAVHarness(on: store)
    harness.plainFiles = ReferencePlainFiles(
      limits: PlainLimits(
        maximumResources: 2, maximumBytes: 4, maximumDepth: 3, maximumSegmentBytes: 10))
    try await harness.run { client in
      #expect(try await client.dav(.mkcol, Self.home + "s/").status == .created)
      let big = try await client.dav(.put, Self.home + "s/f", body: "12345")
      #expect(big.status.code == 507)
      #expect(big.text.contains("the most they may"))
      #expect(try await client.dav(.put, Self.home + "s/f", body: "1234").status == .created)
      #expect(try await client.dav(.mkcol, Self.home + "s/t/").status.code == 507)
      #expect(try await client.dav(.mkcol, Self.home + "s/elevenbytes/").status == .forbidden)
      for path in ["s/../s/f", "s/a%2Fb", "s/a%00b"] {
        #expect(try await client.dav(.get, Self.home + path).status == .badRequest, "\(path)")
      }
    }
  }
}

import ContactsCardDAV
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("Finding the address book from what the user typed", .tags(.slow))
struct DiscoveryTests {
  private func discover(_ url: String, password: String = Radicale.password) async throws -> String
  {
    let connection = try CardDAVConnection(
      url: url, username: Radicale.username, password: password)
    let book = try await CardDAVDiscovery.addressBook(connection)
    try await book.close()
    return book.url.absoluteString
  }

  @Test(.enabled(if: Peers.available("radicale")))
  func radicaleIsFoundFromTheServerThePrincipalOrTheBookItself() async throws {
    try await Radicale.with { server in
      for url in [server.baseURL, server.baseURL + "alice/", server.bookURL()] {
        let found = try await discover(url)
        #expect(found == server.bookURL(), "from \(url)")
      }
      let readOnly = try await discover(server.bookURL("readonly"))
      #expect(readOnly == server.bookURL("readonly"))
    }
  }

  @Test(.enabled(if: Peers.available("radicale")))
  func aWrongPasswordSaysSoInsteadOfFindingNothing() async throws {
    try await Radicale.with { server in
      await #expect(throws: RemoteError.unauthorized(url: server.baseURL + "alice/")) {
        try await discover(server.baseURL + "alice/", password: "wrong")
      }
    }
  }

  @Test(.enabled(if: Peers.available("radicale")))
  func anAccountWithoutAnAddressBookIsToldToCreateOne() async throws {
    try await Radicale.with { server in
      // A new Radicale user: the principal and its home set answer, and hold no address book.
      let books = server.folder.appendingPathComponent("collections/collection-root/alice")
      for book in ["contacts", "readonly"] {
        try FileManager.default.removeItem(at: books.appendingPathComponent(book))
      }
      for url in [server.baseURL, server.baseURL + "alice/"] {
        await #expect(throws: RemoteError.noAddressBookYet(homeSet: server.baseURL + "alice/")) {
          try await discover(url)
        }
      }
    }
  }

  @Test(.enabled(if: Peers.available("xandikos")))
  func xandikosIsFoundFromTheServer() async throws {
    try await Xandikos.with { server in
      let found = try await discover("http://127.0.0.1:\(server.server.port)/")
      #expect(found == server.bookURL)
    }
  }
}

import ContactsDomain
import Foundation
import Testing

@testable import ContactsCardDAV

@Suite("The requests sync sends and the URLs it accepts")
struct RequestAndConnectionTests {
  @Test func noRequestEverAsksForALimit() {
    let bodies = [
      DAVRequests.discovery, DAVRequests.etags, DAVRequests.syncCollection(token: "t"),
      DAVRequests.multiget(["/a.vcf"]),
    ]
    #expect(bodies.allSatisfy { !$0.contains("limit") })
  }

  @Test func hrefsAndTokensAreEscapedInTheXML() {
    let body = DAVRequests.multiget(["/a&b<c>.vcf"])
    #expect(body.contains("<d:href>/a&amp;b&lt;c&gt;.vcf</d:href>"))
    #expect(DAVRequests.syncCollection(token: "x&y").contains("<d:sync-token>x&amp;y<"))
  }

  @Test func plainHTTPToAnotherMachineIsRefused() {
    #expect(throws: SyncSetupError.insecureHTTP("http://dav.example.com/")) {
      try CardDAVConnection(url: "http://dav.example.com/", username: "u", password: "p")
    }
  }

  @Test func plainHTTPIsAllowedOnLoopbackOrWhenAskedFor() throws {
    for url in ["http://127.0.0.1:5232/", "http://localhost/", "http://[::1]:8080/"] {
      _ = try CardDAVConnection(url: url, username: "u", password: "p")
    }
    _ = try CardDAVConnection(
      url: "http://dav.example.com/", username: "u", password: "p", allowInsecureHTTP: true)
  }

  @Test func aURLWithoutHostOrWithAnotherSchemeIsRefused() {
    for url in ["dav.example.com", "ftp://dav.example.com/", "https://"] {
      #expect(throws: SyncSetupError.invalidURL(url)) {
        try CardDAVConnection(url: url, username: "u", password: "p")
      }
    }
  }

  @Test func aNewCardsHrefIsInTheBookAndUsesOnlySafeCharacters() async throws {
    let book = try CardDAVAddressBook(
      url: URL(string: "http://127.0.0.1:5232/alice/my%20book/")!,
      connection: CardDAVConnection(url: "http://127.0.0.1:5232/", username: "u", password: "p"))
    #expect(
      book.href(forNewCardWithUID: "urn:uuid:AB/c?d") == "/alice/my%20book/urn-uuid-AB-c-d.vcf")
    try await book.close()
  }
}

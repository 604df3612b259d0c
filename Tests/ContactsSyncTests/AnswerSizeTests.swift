import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCardDAV

@Suite("A server's answer larger than the client reads, against Radicale", .tags(.slow))
struct AnswerSizeTests {
  @Test(.enabled(if: Peers.available("radicale")))
  func aListingLargerThanTheLimitIsRefusedWithTheLimitNamed() async throws {
    try await Radicale.with { server in
      var cards: [String: String] = [:]
      for index in 0..<60 {
        cards["p\(index).vcf"] = SyncHarness.card("p\(index)", "Person\(index)", "X", [])
      }
      try server.seed(cards, book: "contacts")
      let url = try #require(URL(string: server.bookURL()))
      let connection = try CardDAVConnection(
        url: server.bookURL(), username: Radicale.username, password: Radicale.password)

      let small = CardDAVAddressBook(
        url: url, transport: try CardDAVTransport(connection: connection, maximumBodySize: 4_096))
      let failure = await #expect(throws: RemoteError.self) { try await small.listing() }
      try await small.close()
      #expect(failure?.message.contains("the answer is larger than 4096 bytes") == true)

      let book = try CardDAVAddressBook(url: url, connection: connection)
      let entries = try await book.listing().all()
      try await book.close()
      #expect(Set(entries.map(\.href)) == Set(cards.keys.map { url.path + "/" + $0 }))
    }
  }
}

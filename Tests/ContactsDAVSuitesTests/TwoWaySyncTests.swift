import ContactsTestSupport
import Foundation
import Testing

/// vdirsyncer as a two-way client with a folder of `.vcf` files on the other side: the folder
/// synced in, then an edit on each side reaching the other.
@Suite("vdirsyncer as a two-way client", .tags(.slow))
struct TwoWaySyncTests {
  @Test(
    "a folder of vCards syncs in, and an edit on either side reaches the other",
    arguments: ServerUnderTest.available)
  func folderSyncsInAndEditsCrossBothWays(server: ServerUnderTest) async throws {
    try await server.withBook { running, book in
      try await withTemporaryDirectory { root in
        let device = try VdirsyncerDevice(bookURL: book, server: running, root: root)
        let people = [
          "ada": ("Ada", "Lovelace"), "alan": ("Alan", "Turing"), "grace": ("Grace", "Hopper"),
        ]
        for (uid, (given, family)) in people {
          try device.write(Card.text(uid: uid, given, family), named: "\(uid).vcf")
        }
        try await device.sync()
        let listing = try await BookListing.read(book, running.client)
        #expect(Set(try await listing.cards(running.client).keys) == Set(people.keys))

        // An edit in the folder reaches the server.
        try device.replace(uid: "ada", with: Card.text(uid: "ada", "Ada", "King"))
        try await device.sync()
        let served = try await BookListing.read(book, running.client).cards(running.client)
        #expect(served["ada"].flatMap { Card.value(of: "FN", in: $0.text) } == "Ada King")

        // An edit on the server (a PUT conditional on the card's ETag) reaches the folder.
        let grace = try #require(served["grace"])
        let put = try await running.client.update(
          Card.text(uid: "grace", "Grace", "Murray"), at: grace.url, etag: grace.etag)
        #expect([200, 201, 204].contains(put.status), "\(put.body)")
        try await device.sync()
        let files = try device.cards()
        #expect(files["grace"].flatMap { Card.value(of: "FN", in: $0) } == "Grace Murray")
        #expect(files["ada"].flatMap { Card.value(of: "FN", in: $0) } == "Ada King")
        #expect(files.count == 3)
      }
    }
  }
}

import ContactsTestSupport
import Foundation
import Testing

/// A book's sync as DAVx5 does it when the server advertises sync-collection (RFC 6578): an
/// initial sync with an empty token, multiget of what it listed, then a sync with the token
/// that lists only what changed since (new, changed, deleted), then one with nothing changed.
@Suite("Syncing with a token as DAVx5 does", .tags(.slow))
struct SyncSequenceTests {
  @Test(
    "an initial sync lists the book and a sync with its token only what changed since",
    arguments: ServerUnderTest.available)
  func syncWithTheTokenListsOnlyTheChanges(server: ServerUnderTest) async throws {
    try await server.withBook { running, book in
      let client = running.client
      for (uid, given, family) in [("ada", "Ada", "Lovelace"), ("alan", "Alan", "Turing")] {
        let put = try await client.create(
          Card.text(uid: uid, given, family), at: book + "\(uid).vcf")
        #expect(put.status == 201, "\(put.body)")
      }

      let initial = try await SyncReport.read(book, since: "", client)
      #expect(Set(initial.changed.keys) == ["ada.vcf", "alan.vcf"])
      #expect(initial.removed.isEmpty)
      let etags = initial.changed

      let bookPath = URL(string: book)!.path
      let uids = Set(
        try await client.multiget(book, paths: etags.keys.map { "\(bookPath)/\($0)" })
          .map { Card.uid(of: $0) })
      #expect(uids == ["ada", "alan"])

      // A new card, a changed one and a deleted one.
      let new = try await client.create(
        Card.text(uid: "grace", "Grace", "Hopper"), at: book + "grace.vcf")
      #expect(new.status == 201)
      let changed = try await client.update(
        Card.text(uid: "ada", "Ada", "King"), at: book + "ada.vcf", etag: etags["ada.vcf"] ?? "")
      #expect(changed.status == 204 || changed.status == 200, "\(changed.body)")
      let deleted = try await client.send(
        "DELETE", book + "alan.vcf", headers: ["If-Match": etags["alan.vcf"] ?? ""])
      #expect([200, 204].contains(deleted.status), "\(deleted.body)")

      let delta = try await SyncReport.read(book, since: initial.token, client)
      #expect(Set(delta.changed.keys) == ["ada.vcf", "grace.vcf"])
      #expect(delta.changed["ada.vcf"] != etags["ada.vcf"])
      #expect(delta.removed == ["alan.vcf"])
      #expect(delta.token != initial.token)

      let quiet = try await SyncReport.read(book, since: delta.token, client)
      #expect(quiet.changed.isEmpty && quiet.removed.isEmpty)
    }
  }
}

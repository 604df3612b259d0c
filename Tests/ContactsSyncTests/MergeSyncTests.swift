import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

@Suite("A merge synced with Radicale and Xandikos: one card on the server, not two", .tags(.slow))
struct MergeSyncTests {
  @Test(arguments: PeerKind.available)
  func aMergeDeletesTheMergedAwayCardAndUploadsTheMergedOne(_ kind: PeerKind) async throws {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card(
          "ada", "Ada", "Lovelace", ["TEL;TYPE=CELL:+44 20 7946 0018", "X-CUSTOM-THING:keep me"]),
        "ada2.vcf": SyncHarness.card(
          "ada2", "Ada", "Lovelace",
          ["EMAIL;TYPE=HOME:ada@example.org", "X-OTHER-THING:from the second card"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      let kept = try await device.localContact("ada")
      let away = try await device.localContact("ada2")
      _ = try await device.database.merge(
        [kept.id, away.id], choosing: [:], region: nil, format: VCardFormat(), dryRun: false)

      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -1; conflicts 0")
      let cards = try await device.serverCards()
      #expect(cards.keys.sorted() == ["ada", "alan"])
      let merged = String(decoding: try #require(cards["ada"]).data, as: UTF8.self)
      #expect(merged.contains("ada@example.org"))
      #expect(merged.contains("+44 20 7946 0018"))
      #expect(merged.contains("X-CUSTOM-THING:keep me"))
      #expect(merged.contains("X-OTHER-THING:from the second card"))
      #expect(!(try await device.sync()).counts.changedAnything)

      // Undone, the merged-away contact is a new card to the server again, and the kept one
      // goes back as it was.
      _ = try await device.database.undo(nil)
      let undone = try await device.sync()
      #expect(
        undone.counts.summary == "from the server +0 ~0 -0; to the server +1 ~1 -0; conflicts 0")
      #expect(try await device.serverCards().count == 3)
    }
  }
}

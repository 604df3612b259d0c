import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

// Radicale refuses a PUT whose UID another card has (409), so the two cards are written into its
// storage, as two devices did before a server checked, or through one that does not.
@Suite(
  "Two cards with one UID on the server, in Radicale's storage",
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct SharedUIDTests {
  @Test func bothAreKeptHereAndTheNextSyncsChangeNothingOnTheServer() async throws {
    try await Radicale.with { server in
      try server.seed(
        [
          "phone-a.vcf": SyncHarness.card("same", "Ada", "Lovelace", ["X-FROM:a"]),
          "phone-b.vcf": SyncHarness.card("same", "Ada", "Byron", ["X-FROM:b"]),
          "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
        ], book: "contacts")
      let files = try storedFiles(server)
      let device = try await SyncHarness(bookURL: server.bookURL())
      let first = try await device.sync()
      #expect(
        first.counts.summary == "from the server +3 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(first.notices == [keptSeparate("same", at: "phone-b")])
      #expect(first.skipped.isEmpty)
      var local = try await device.localCards()
      #expect(Set(local.keys) == ["same", "same@phone-b", "alan"])
      #expect(local["same"]?.contains("X-FROM:a") == true)
      #expect(local["same"]?.contains("Lovelace") == true)
      #expect(local["same@phone-b"]?.contains("X-FROM:b") == true)
      #expect(local["same@phone-b"]?.contains("Byron") == true)

      let second = try await device.sync()
      #expect(!second.counts.changedAnything)
      #expect(second.notices.isEmpty, "said once")
      #expect(try storedFiles(server) == files, "nothing uploaded")

      // The other device edits its card: the same contact here changes, no third one appears.
      try server.seed(
        ["phone-b.vcf": SyncHarness.card("same", "Ada", "Byron", ["X-FROM:b", "NOTE:later"])],
        book: "contacts")
      let third = try await device.sync()
      #expect(
        third.counts.summary == "from the server +0 ~1 -0; to the server +0 ~0 -0; conflicts 0")
      local = try await device.localCards()
      #expect(Set(local.keys) == ["same", "same@phone-b", "alan"])
      #expect(local["same@phone-b"]?.contains("NOTE:later") == true)
      #expect(local["same"]?.contains("NOTE:later") == false)
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  // A first pull remembers only the UIDs more than one card has, or a contact here has: each
  // kind of collision must still be seen, in href order, as when every UID was remembered.
  @Test func threeCardsWithOneUIDACardWithAnAliasAsItsUIDAndAContactAlreadyHere() async throws {
    try await Radicale.with { server in
      try server.seed(
        [
          "a.vcf": SyncHarness.card("same", "Ada", "A"),
          "b.vcf": SyncHarness.card("same", "Ada", "B"),
          "c.vcf": SyncHarness.card("same", "Ada", "C"),
          // The alias c.vcf's card gets here: this card must not take it too.
          "d.vcf": SyncHarness.card("same@c", "Ada", "D"),
          "grace.vcf": SyncHarness.card("lone", "Grace", "Hopper"),
        ], book: "contacts")
      let files = try storedFiles(server)
      let device = try await SyncHarness(bookURL: server.bookURL())
      _ = try await device.database.importContacts(
        [
          ContactImport(
            uid: "lone", draft: try ContactDraft(firstName: "Grace", lastName: "Hopper"))
        ],
        dryRun: false
      ) { _ in }

      let first = try await device.sync()
      #expect(
        first.counts.summary == "from the server +4 ~0 -0; to the server +0 ~0 -0; conflicts 0")
      #expect(
        first.notices == [
          keptSeparate("same", at: "b"), keptSeparate("same", at: "c"),
          keptSeparate("same@c", at: "d"),
        ])
      let local = try await device.localCards()
      #expect(Set(local.keys) == ["same", "same@b", "same@c", "same@c@d", "lone"])
      for (uid, last) in ["same": "A", "same@b": "B", "same@c": "C", "same@c@d": "D"] {
        #expect(local[uid]?.contains("N:\(last);Ada") == true, "\(uid) is Ada \(last)")
      }
      #expect(try storedFiles(server) == files, "nothing uploaded: Grace is the server's card")
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  /// What a sync says of the card `name`.vcf kept here under an alias of `uid`.
  private func keptSeparate(_ uid: String, at name: String) -> String {
    "two cards on the server have the UID \(uid): the one at /alice/contacts/\(name).vcf is "
      + "kept here as another contact, with the UID \(uid)@\(name)"
  }

  /// The book's card files and their bytes, by name.
  private func storedFiles(_ server: Radicale) throws -> [String: Data] {
    let folder = server.folder.appendingPathComponent("collections/collection-root/alice/contacts")
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".vcf") {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }
}

import ContactsTestSupport
import Foundation
import Testing

/// `contacts sync` tells a script what `contacts import` tells it: status 2 when it has
/// something to say, and a line that says what changed.
@Suite("contacts sync's exit status and summary", .enabled(if: Peers.available("radicale")))
struct SyncExitStatusTests {
  @Test func aSyncThatLeavesAConflictExitsWith2AndACleanOneWith0() async throws {
    try await Radicale.with { server in
      try server.seed(["ada.vcf": adaCard(note: "poet")], book: "contacts")
      try await withTemporaryDirectory { folder in
        let password = ["CONTACTS_SYNC_PASSWORD": Radicale.password]
        let sync = { (arguments: [String]) in
          try runSyncingContacts(["sync"] + arguments, in: folder, password)
        }
        let added = try sync(
          ["add-account", "home", "--url", server.bookURL(), "--username", Radicale.username])
        #expect(added.status == 0, "\(added.standardError)")
        let clean = try sync([])
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(clean.standardOutput.hasPrefix("home: "))
        #expect(clean.standardOutput.hasSuffix(", nothing to resolve\n"))

        // The same note edited here and, by another device, on the server.
        try server.seed(["ada.vcf": adaCard(note: "theirs")], book: "contacts")
        _ = try runSyncingContacts(["edit", "1", "--note", "mine"], in: folder)
        let conflicting = try sync([])
        #expect(conflicting.status == 2, "\(conflicting.standardError)")
        #expect(
          conflicting.standardOutput
            == "home: 1 changed on the server, 1 conflict to resolve\n")
        #expect(conflicting.standardError == "")
      }
    }
  }
}

import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts restore-backup` on a terminal: it shows what changes, asks, and restores only on
/// a yes.
@Suite("contacts restore-backup asks on a terminal")
struct RestoreBackupCommandTests {
  @Test(arguments: Architecture.allCases)
  func onATerminalItRestoresOnlyWhenTheAnswerIsYes(_ architecture: Architecture) async throws {
    try await withTemporaryDirectory { folder in
      let (store, backup) = try await Self.bookWithAdaBackedUpThenGrace(in: folder)
      let app = architecture.app(store, backups: store)
      let restore = try #require(
        try ContactsCommand.parseAsRoot(["restore-backup", backup]) as? RestoreBackupCommand)
      for answer in ["n", nil, "maybe"] {
        let output = try await restore.output(app: app, isTerminal: true) { answer }
        #expect(output == "Kept the address book as it is.")
      }
      #expect(try await store.allContacts().count == 2)
      let output = try await restore.output(app: app, isTerminal: true) { " Yes " }
      #expect(output.hasPrefix("Restored 1 contact: added back 0, removed 1, changed 0.\n"))
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    }
  }

  /// Seen failing first: undo answered "Nothing to undo."
  @Test(arguments: Architecture.allCases)
  func undoRightAfterARestoreTakesTheRestoreBack(_ architecture: Architecture) async throws {
    try await withTemporaryDirectory { folder in
      let (store, backup) = try await Self.bookWithAdaBackedUpThenGrace(in: folder)
      let restore = try #require(
        try ContactsCommand.parseAsRoot(["restore-backup", backup]) as? RestoreBackupCommand)
      _ = try await restore.output(app: architecture.app(store, backups: store), isTerminal: true) {
        "yes"
      }
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
      let undone = try await output(["undo", "--architecture", architecture.rawValue], on: store)
      #expect(undone == "Undid “Restored a backup”: removed 0, put back 1")
      #expect(
        try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Grace Hopper"])
    }
  }

  @Test(arguments: Architecture.allCases)
  func withJSONTheDryRunAndTheRestoreSayWhatChangesAsOneObject(_ architecture: Architecture)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let (store, backup) = try await Self.bookWithAdaBackedUpThenGrace(in: folder)
      let app = architecture.app(store, backups: store)
      let object = { (arguments: [String]) async throws -> NSDictionary in
        let restore = try #require(
          try ContactsCommand.parseAsRoot(["restore-backup", backup] + arguments)
            as? RestoreBackupCommand)
        let json = try await restore.output(app: app, isTerminal: false) { nil }
        return try #require(
          try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
      }
      let plan = try await object(["--dry-run", "--json"])
      #expect(plan["done"] as? Bool == false && plan["keptAt"] == nil)
      #expect((plan["removed"] as? NSDictionary)?["names"] as? [String] == ["Grace Hopper"])
      #expect(try await store.allContacts().count == 2)
      let done = try await object(["--yes", "--json"])
      #expect(done["done"] as? Bool == true && done["backupCount"] as? Int == 1)
      #expect((done["keptAt"] as? String)?.contains("contacts-before-restore-") == true)
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    }
  }

  /// A book in `folder` holding Ada, backed up (the backup's path), then given Grace.
  private static func bookWithAdaBackedUpThenGrace(in folder: URL) async throws -> (
    ContactDatabase, String
  ) {
    let store = try ContactDatabase.openFile(
      at: folder.appendingPathComponent("contacts.sqlite").path)
    _ = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    let backup = folder.appendingPathComponent("backup.sqlite").path
    _ = try await store.backup(to: backup, replacing: false)
    _ = try await store.create(try ContactDraft(firstName: "Grace", lastName: "Hopper"))
    return (store, backup)
  }
}

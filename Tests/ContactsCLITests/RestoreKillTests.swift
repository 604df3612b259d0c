import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// A real `contacts restore-backup` killed with SIGKILL at a point the test picks leaves the
/// book whole: the old one before the copy commits, the backup's after; a `contacts backup`
/// killed before its file is in place leaves no file, or the previous one.
@Suite("A backup or a restore killed halfway", .tags(.slow))
struct RestoreKillTests {
  /// Where the restore kills itself (`KillPoint`), and whether the backup is in by then.
  enum KillPoint: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case kept
    case copying
    case copied

    var testDescription: String { rawValue }
    var restored: Bool { self == .copied }
  }

  @Test(arguments: [false, true])
  func killNineBeforeABackupIsInPlaceLeavesNoFileOrThePreviousOne(_ previous: Bool)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let backup = folder.appendingPathComponent("backup.sqlite").path
      let run = { (arguments: [String], extra: [String: String]) in
        try await runContacts(arguments, on: database, adding: extra)
      }
      let cards = folder.appendingPathComponent("cards.vcf")
      try writeCards("a", 300, at: cards)
      #expect(
        try await run(["add", "--first-name", "Ada", "--last-name", "Lovelace"], [:]).status == 0)
      if previous { #expect(try await run(["backup", backup], [:]).status == 0) }
      #expect(try await run(["import", cards.path], [:]).status == 0)
      let killed = try await run(
        ["backup", backup, "--force"], ["CONTACTS_KILL_AT": "backupWritten"])
      #expect(killed.status == SIGKILL, "\(killed.standardError)")
      if previous {
        let kept = try ContactDatabase.openFile(at: backup)
        #expect(try await kept.allContacts().map(\.fullName) == ["Ada Lovelace"])
      } else {
        #expect(!FileManager.default.fileExists(atPath: backup))
      }
    }
  }

  @Test(arguments: KillPoint.allCases)
  func killNineDuringARestoreLeavesTheOldBookOrTheBackupWhole(_ point: KillPoint) async throws {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let run = { (arguments: [String], extra: [String: String]) in
        try await runContacts(arguments, on: database, adding: extra)
      }
      let first = folder.appendingPathComponent("first.vcf")
      let second = folder.appendingPathComponent("second.vcf")
      try writeCards("a", 3000, at: first)
      try writeCards("b", 1000, at: second)
      #expect(try await run(["import", first.path], [:]).status == 0)
      let backup = folder.appendingPathComponent("backup.sqlite").path
      #expect(try await run(["backup", backup], [:]).status == 0)
      #expect(try await run(["import", second.path], [:]).status == 0)
      // An account added after the backup: kept by the restore, in either outcome.
      let work = SyncAccount(name: "work", url: "https://example.com/", username: "ada")
      try await ContactDatabase.openFile(at: database).ledger.addAccount(work)
      let killed = try await run(
        ["restore-backup", backup, "--yes"], ["CONTACTS_KILL_AT": point.rawValue])
      #expect(killed.status == SIGKILL, "\(killed.standardError)")
      if point == .copying {
        let wal = try FileManager.default.attributesOfItem(atPath: database + "-wal")
        #expect((wal[.size] as? NSNumber)?.intValue ?? 0 > 1 << 20, "pages copied, uncommitted")
      }
      let book = try ContactDatabase.openFile(at: database)
      #expect(try await book.allContacts().count == (point.restored ? 3000 : 4000))
      #expect(try await book.ledger.accounts().map(\.name) == ["work"])
      // Whole: a copy of it passes the restore's own check (SQLite's integrity_check).
      let copy = folder.appendingPathComponent("after.sqlite").path
      _ = try await book.backup(to: copy, replacing: false)
      #expect(try await book.changes(restoring: copy).isEmpty)
      let kept = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("backups").path)
      #expect(kept.count == 1 && kept[0].hasPrefix("contacts-before-restore-"), "\(kept)")
    }
  }
}

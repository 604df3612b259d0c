import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsStore

/// Two books in one folder share its `backups` folder: each makes, prunes and offers only its
/// own backups (issue 31, part 10).
@Suite("Each book's backups are its own")
struct BookBackupNamesTests {
  private func book(_ name: String, in folder: URL, _ names: [String]) async throws
    -> ContactDatabase
  {
    let store = try ContactDatabase.openFile(at: folder.appendingPathComponent(name).path)
    try await create(names, in: store)
    return store
  }

  @Test func twoBooksInOneFolderEachGetTheirOwnDailyBackupAndOfferOnlyTheirOwn() async throws {
    try await withTemporaryDirectory { folder in
      let home = try await book("contacts.sqlite", in: folder, ["Ada Lovelace"])
      let work = try await book("work.sqlite", in: folder, ["Grace Hopper", "Alan Turing"])
      let day: time_t = 1_764_000_000
      try await DailyBackups.make(home, at: day)
      #expect(DailyBackups.isDue(for: work, at: day), "the other book's backup is not this one's")
      try await DailyBackups.make(work, at: day)
      #expect(try await home.backupFiles().map(\.name) == ["contacts-2025-11-24.sqlite"])
      let offered = try await work.backupFiles()
      #expect(offered.map(\.name) == ["work-2025-11-24.sqlite"])
      #expect(offered.first?.contactCount == 2)
    }
  }

  @Test func aBookPrunesOnlyItsOwnDailyBackups() async throws {
    try await withTemporaryDirectory { folder in
      let home = try await book("contacts.sqlite", in: folder, ["Ada Lovelace"])
      let work = try await book("work.sqlite", in: folder, ["Grace Hopper"])
      let day: time_t = 86_400
      let start: time_t = 1_764_000_000
      try await DailyBackups.make(work, at: start)
      for index in 0...DailyBackups.kept {
        try await DailyBackups.make(home, at: start + time_t(index) * day)
      }
      #expect(try await home.backupFiles().count == DailyBackups.kept)
      #expect(try await work.backupFiles().map(\.name) == ["work-2025-11-24.sqlite"])
    }
  }

  @Test func theBookARestoreKeepsIsNamedAfterTheBookAndOfferedToItAlone() async throws {
    try await withTemporaryDirectory { folder in
      let home = try await book("contacts.sqlite", in: folder, ["Ada Lovelace"])
      let work = try await book("work.sqlite", in: folder, ["Grace Hopper"])
      let copy = folder.appendingPathComponent("copy.sqlite").path
      _ = try await work.backup(to: copy, replacing: false)
      let restored = try await work.restore(from: copy)
      let kept = URL(fileURLWithPath: restored.keptAt).lastPathComponent
      #expect(kept.hasPrefix("work-before-restore-"), "\(kept)")
      #expect(try await work.backupFiles().map(\.name) == [kept])
      #expect(try await home.backupFiles().isEmpty)
    }
  }

  @Test func backupsNamedBeforeBooksWereBelongToTheDefaultBook() {
    let home = BackupNames(bookPath: "/b/contacts.sqlite")
    let work = BackupNames(bookPath: "/b/work.sqlite")
    let legacy = "before-restore-2026-12-06T20-00-00.sqlite"
    #expect(home.owns(legacy) && home.owns("before-restore-2026-12-06T20-00-00-2.sqlite"))
    #expect(!work.owns(legacy))
  }

  @Test func aBooksNameNeverMatchesAnotherBooksBackups() {
    let names = [
      "contacts", "contacts-before-restore", "work", "work-2025", "Ärzte", "rzte", "my book",
      "my-book", "x.y",
    ]
    .map { BackupNames(bookPath: "/b/\($0).sqlite") }
    #expect(Set(names.map(\.book)).count == names.count, "\(names.map(\.book))")
    let files = names.flatMap {
      [$0.daily(on: "2026-12-07"), $0.beforeRestore(at: "2026-12-07T10-00-00") + ".sqlite"]
    }
    for book in names {
      let owned = files.filter(book.owns)
      #expect(owned.count == 2, "\(book.book) owns \(owned)")
    }
  }

  @Test func aNameAWebAddressCannotHoldIsSpelledInPlainLettersWithAHash() {
    let book = BackupNames(bookPath: "/b/Ärzte & Co.sqlite").book
    #expect(book.hasPrefix("rzte-Co-") && book.count == "rzte-Co-".count + 8, "\(book)")
    #expect(book.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    #expect(BackupNames(bookPath: "/b/Ärzte & Co.sqlite").book == book, "the same in every run")
  }
}

import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// An export reads window after window from one snapshot: a contact renamed while it runs is in
/// the file exactly once, as it was when the export began (issue 11, item 2).
@Suite("Export snapshot")
struct ExportSnapshotTests {
  /// Exports `store` in windows of 2, running `meanwhile` after the first window.
  private func export(
    _ store: ContactDatabase, meanwhile: () throws -> Void
  ) async throws -> [String] {
    var names: [String] = []
    var first = true
    _ = try await store.exportFile(format: LineFormatSpy(), windowSize: 2) { data in
      names += String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        $0.split(separator: ";", omittingEmptySubsequences: false)[1...2].joined(separator: " ")
      }
      if first {
        first = false
        try meanwhile()
      }
    }
    return names
  }

  private func rename(_ id: Contact.ID, _ name: String, in store: ContactDatabase) throws {
    try store.writer.write { db in _ = try ContactQueries.save(try draft(name), id: id, in: db) }
  }

  @Test(arguments: [true, false])
  func aContactRenamedDuringAnExportIsInTheFileOnceAsItWas(onDisk: Bool) async throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store =
      onDisk
      ? try ContactDatabase.openFile(at: folder.appending(path: "c.sqlite").path)
      : try ContactDatabase.inMemory()
    let people = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Zoe Zed"]
    let contacts = try await create(people, in: store)
    // Zoe, last in the list, becomes Aaron, first: a window-by-window export without a snapshot
    // misses her (already past the start), and renaming Ada to Zz would show her twice.
    let exported = try await export(store) {
      try rename(contacts[4].id, "Aaron Aardvark", in: store)
      try rename(contacts[0].id, "Zz Top", in: store)
    }
    #expect(exported == people)
    let after = try await store.allContacts().map(\.fullName)
    #expect(
      after == ["Aaron Aardvark", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Zz Top"])
  }
}

import ArgumentParser
import ContactsDomain
import ContactsSampleData
import ContactsStore
import Foundation
import GRDB

/// `contacts-bench history`: what the change log costs on disk: the file's growth for many
/// edits of a few contacts, and for a large import and its undo.
struct HistoryStorageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Measure the file growth history and undo cost.",
    discussion: """
      In a book of --contacts sample contacts: --edits edits, each changing one contact's \
      note in turn (each keeps the version it replaced); then, in a fresh book of the same \
      contacts, an import of --cards new cards, and its undo (which moves them to Recently \
      deleted). Sizes are the file's, checkpointed, with SQLite's free pages counted apart.
      """
  )

  @Option(help: "How many contacts the book holds.")
  var contacts = 1_000

  @Option(help: "How many edits to make.")
  var edits = 10_000

  @Option(help: "How many cards the import adds.")
  var cards = 100_000

  @Option(help: "Where the databases are written.")
  var folder = ".build/bench"

  func run() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let samples = SampleContacts(seed: 25)
    let clock = ContinuousClock()

    let (edited, editedPath) = try book("history-edits")
    let ids = try await addSamples(to: edited, samples)
    let beforeEdits = try Size(editedPath)
    let editing = try await clock.measure {
      for index in 0..<edits {
        let id = ids[index % ids.count]
        var form = ContactForm(try await edited.contact(id: id))
        form.note = "Edit \(index)"
        _ = try await edited.update(id: id, with: try ContactDraft(form))
      }
    }
    let afterEdits = try Size(editedPath)
    var versions = 0
    let reading = try await clock.measure {
      for id in ids { versions += try await edited.history(of: id, limit: 100).versions.count }
    }
    print("\(edits) edits of \(contacts) contacts (\(editing)):")
    print("  \(versions) versions read back as contacts, a history per contact: \(reading)")
    print(
      "  file \(beforeEdits) → \(afterEdits), \(afterEdits.growth(since: beforeEdits, per: edits)) per edit"
    )

    let (imported, importedPath) = try book("history-import")
    _ = try await addSamples(to: imported, samples)
    let beforeImport = try Size(importedPath)
    let importing = try await clock.measure {
      let added = (0..<cards).map { index in
        ContactImport(uid: "urn:uuid:bench-\(index)", draft: samples.drafts(index..<index + 1)[0])
      }
      _ = try await imported.importContacts(added, dryRun: false) { _ in }
    }
    let afterImport = try Size(importedPath)
    var outcome: UndoOutcome?
    let undoing = try await clock.measure { outcome = try await imported.undo(nil) }
    let afterUndo = try Size(importedPath)
    print("an import of \(cards) cards into \(contacts) contacts (\(importing)):")
    print(
      "  file \(beforeImport) → \(afterImport), \(afterImport.growth(since: beforeImport, per: cards)) per card"
    )
    print("its undo (\(undoing), \(outcome?.removed ?? 0) moved to Recently deleted):")
    print(
      "  file \(afterImport) → \(afterUndo), \(afterUndo.growth(since: beforeImport, per: cards)) per card over the book before the import"
    )
  }

  /// A new, empty book in the folder.
  private func book(_ name: String) throws -> (ContactDatabase, String) {
    let path = "\(folder)/\(name).sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    return (try ContactDatabase.openFile(at: path), path)
  }

  /// Adds `contacts` sample contacts, as one import; returns their ids.
  private func addSamples(to store: ContactDatabase, _ samples: SampleContacts) async throws
    -> [Contact.ID]
  {
    let drafts = samples.drafts(0..<contacts)
    let items = drafts.enumerated().map { ContactImport(uid: "urn:uuid:sample-\($0)", draft: $1) }
    _ = try await store.importContacts(items, dryRun: false) { _ in }
    return try await store.exportContacts(after: nil, limit: contacts).map(\.contact.id)
  }
}

/// A database file's size once its WAL is checkpointed into it: its pages, and how many of
/// them are free.
private struct Size: CustomStringConvertible {
  let bytes: Int
  let freeBytes: Int

  init(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    (bytes, freeBytes) = try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      let page = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
      return (page * pages, page * free)
    }
  }

  var description: String {
    String(
      format: "%.1f MiB (%.1f MiB free)", Double(bytes) / 1_048_576, Double(freeBytes) / 1_048_576)
  }

  /// The bytes used (not free) added since `earlier`, per one of `count`.
  func growth(since earlier: Size, per count: Int) -> String {
    let used = (bytes - freeBytes) - (earlier.bytes - earlier.freeBytes)
    return "\(used / max(1, count)) bytes"
  }
}

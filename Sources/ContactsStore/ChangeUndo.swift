import ContactsDomain
import Foundation
import GRDB

/// Takes back one change of the log, recorded in the undo's `log`: every contact it touched
/// that is unchanged since is put back as it was before (those it added go to Recently
/// deleted); every other is kept as it is, and named. The group cards it wrote go back too
/// (`GroupCardHistory`), each still as the change left it.
struct ChangeUndo {
  let id: Int64
  let log: ChangeLog
  let date: Date
  let db: Database

  func run(into tally: inout UndoTally) throws {
    guard
      let change = try Row.fetchOne(
        db, sql: "SELECT seqFrom, seqTo FROM bookChange WHERE id = ?",
        arguments: [id])
    else { return }
    let from: Int64 = change["seqFrom"]
    let to: Int64 = change["seqTo"]
    // Empty when the change gave no stamp (it deleted only): from is then to + 1.
    let stamps = from..<(to + 1)
    for version in try KeptVersion.all(of: id, in: db) {
      try undo(version, stamps: stamps, into: &tally)
    }
    try removeAdded(stamps: stamps, into: &tally)
    try GroupCardHistory.undo(id, in: log, db: db)
  }

  // MARK: - Private

  private func undo(
    _ version: KeptVersion, stamps: Range<Int64>, into tally: inout UndoTally
  ) throws {
    let id = version.contactID
    let current = try Int64.fetchOne(
      db, sql: "SELECT changeSeq FROM contact WHERE id = ?", arguments: [id])
    switch version.state {
    case "trashed":
      // Restored since: it is back already.
      guard current == nil else { return }
      let whole = try version.fromTrash(in: db)
      guard whole.image != nil else { return try tally.keep(id, as: nil) }
      _ = try VersionRestore.putBack(whole, in: log, at: date, db: db)
      try log.note(id, sameAs: version.seq)
      tally.putBack += 1
    default:
      guard let current, try stamps.contains(VersionRestore.contentStamp(of: id, current, in: db))
      else { return try tally.keep(id, as: version) }
      if try VersionRestore.putBack(version, in: log, at: date, db: db) == .removed {
        tally.removed += 1
      } else {
        try log.note(id, sameAs: version.seq)
        tally.putBack += 1
      }
    }
  }

  /// Moves to Recently deleted the contacts an import or a sync added (those `changeAdded`
  /// names, whatever their ids) that are unchanged since.
  private func removeAdded(stamps: Range<Int64>, into tally: inout UndoTally) throws {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT c.id, c.changeSeq FROM changeAdded a JOIN contact c ON c.id = a.contactId
        WHERE a.changeId = ?
        """, arguments: [id])
    var gone: [Contact.ID] = []
    for row in rows {
      let id: Int64 = row[0]
      let seq: Int64 = row[1]
      if try stamps.contains(seq)
        || stamps.contains(VersionRestore.contentStamp(of: id, seq, in: db))
      {
        gone.append(id)
      } else {
        try tally.keep(id, as: nil)
      }
    }
    tally.removed += try BulkTrash.move(gone, at: date, log: log, in: db)
  }
}

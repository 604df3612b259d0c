import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase {
  public func delete(id: Contact.ID) async throws {
    let now = clock()
    try await write { db in
      let log = try ChangeLog.begin(.delete, at: now, in: db)
      try log.keepTrashed(id)
      try log.end(name: try TrashQueries.moveToTrash(id, at: now, in: db), count: 1)
    }
  }

  public func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws
    -> Contact
  {
    let now = clock()
    return try await write { db in
      let name = try ContactQueries.shownName(id: id, in: db)
      let log = try ChangeLog.begin(.edit, at: now, in: db)
      let saved = try Self.edit(id, with: draft, photo: photo, log: log, in: db)
      try log.end(name: name, count: 1)
      return saved
    }
  }

  public func merge(_ merges: [MergeWrite]) async throws -> [Contact] {
    let now = clock()
    return try await write { db in
      let log = try ChangeLog.begin(.merge, at: now, in: db)
      var kept: [Contact] = []
      for merge in merges {
        for other in merge.others where try !ContactRecord.exists(db, key: other) {
          throw ContactStoreError.notFound(other)
        }
        var saved = try Self.edit(merge.id, with: merge.draft, photo: merge.photo, log: log, in: db)
        if let extras = merge.extras {
          // What the merged-away cards kept beside the kept contact's own (`mergedExtras`).
          try log.keep(merge.id)
          try db.execute(
            sql: "UPDATE contact SET extras = ? WHERE id = ?", arguments: [extras, merge.id])
          saved = try GroupQueries.shown(ContactQueries.contact(id: merge.id, in: db), in: db)
        }
        kept.append(saved)
        for other in merge.others {
          try MergedUIDSchema.note(other, into: merge.id, log: log, in: db)
          try log.keepTrashed(other)
          _ = try TrashQueries.moveToTrash(other, at: now, in: db)
        }
      }
      // Named after the merged contact (an edit is named after the name it had before).
      let name = try merges.count == 1 ? ContactQueries.shownName(id: merges[0].id, in: db) : ""
      try log.end(name: name, count: merges.reduce(0) { $0 + 1 + $1.others.count })
      return kept
    }
  }

  /// Replaces every field of the contact `id` with `draft` and changes its photo as `photo`
  /// says, recorded in `log`: an edit, or the contact kept by a merge.
  private static func edit(
    _ id: Contact.ID, with draft: ContactDraft, photo: PhotoChange, log: ChangeLog,
    in db: Database
  ) throws -> Contact {
    let stored = try ContactQueries.contact(id: id, in: db)
    let edit = try GroupCardHistory.edit(stored, wanted: draft.details.groups, in: log, db: db)
    let own = draft.listing(groups: edit.own)
    var saved = stored
    // An edit of group cards alone leaves the contact's row as it was: no version of it, no
    // new stamp, so an undo of the change before still finds it unchanged since. A photo set
    // or removed needs the version, which keeps the photo it replaces.
    if edit.cards.isEmpty || photo.photo != nil
      || ContactForm(stored) != ContactForm(Contact(id: id, own))
    {
      try log.keep(id)
      saved = try ContactQueries.save(own, id: id, in: db)
    }
    if try PhotoQueries.make(photo, id: id, log: log, in: db) {
      saved = try ContactQueries.contact(id: id, in: db)
    }
    return try GroupQueries.shown(saved, in: db)
  }

  public func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    let now = clock()
    return try await read { db in try TrashQueries.deleted(limit: limit, now: now, in: db) }
  }

  public func restore(id: Contact.ID) async throws -> Contact {
    let now = clock()
    return try await write { db in
      let log = try ChangeLog.begin(.restore, at: now, in: db)
      try log.keepAdded(id)
      // Back as it was when deleted: a change before its delete finds it unchanged since.
      let seq = try Int64.fetchOne(
        db,
        sql: """
          SELECT seq FROM contactVersion WHERE contactId = ? AND state = 'trashed'
          ORDER BY changeId DESC LIMIT 1
          """, arguments: [id])
      let contact = try TrashQueries.restore(id, in: db)
      try log.note(id, sameAs: seq)
      try log.end(name: contact.fullName, count: 1)
      return contact
    }
  }

  public func deleteForever(id: Contact.ID) async throws -> String {
    try await write { db in
      try HistoryQueries.forget(id, in: db)
      if let name = try TrashQueries.deleteForever(id, in: db) { return name }
      let name = try ContactQueries.contact(id: id, in: db).fullName
      try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [id])
      return name
    }
  }

  public func keepDeletedDays() async throws -> Int {
    try await read { db in try TrashQueries.keepDays(in: db) }
  }

  public func setKeepDeletedDays(_ days: Int) async throws {
    try await write { db in
      try db.execute(sql: "UPDATE trashSetting SET keepDays = ?", arguments: [days])
    }
  }

  public func lastChange() async throws -> UndoableChange? {
    try await read { db in try UndoQueries.last(in: db) }
  }

  public func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome {
    // A restore is taken back by the book it kept, outside the undo's transaction.
    if let restore = try await lastChange(), restore.kind == .restoreBackup,
      change == nil || change == restore.id
    {
      return try await undo(restore)
    }
    let now = clock()
    return try await write { db in try UndoQueries.undo(change, at: now, in: db) }
  }
}

import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase {
  public func delete(id: Contact.ID) async throws {
    let now = clock()
    try await write { db in
      let name = try TrashQueries.moveToTrash(id, at: now, in: db)
      try UndoQueries.recordDelete(of: id, name: name, in: db)
    }
  }

  public func update(id: Contact.ID, with draft: ContactDraft) async throws -> Contact {
    try await write { db in
      let name = try ContactQueries.shownName(id: id, in: db)
      let snapshot = try RowSnapshot.contact(id, in: db)
      let saved = try ContactQueries.save(draft, id: id, in: db)
      try UndoQueries.recordEdit(of: id, name: name, snapshot: snapshot, in: db)
      return saved
    }
  }

  public func trash(_ ids: [Contact.ID]) async throws -> Int {
    let now = clock()
    return try await write { db in
      var moved = 0
      for id in ids where try ContactRecord.exists(db, key: id) {
        _ = try TrashQueries.moveToTrash(id, at: now, in: db)
        moved += 1
      }
      return moved
    }
  }

  public func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    let now = clock()
    return try await read { db in try TrashQueries.deleted(limit: limit, now: now, in: db) }
  }

  public func restore(id: Contact.ID) async throws -> Contact {
    try await write { db in try TrashQueries.restore(id, in: db) }
  }

  public func deleteForever(id: Contact.ID) async throws -> String {
    try await write { db in
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

  public func undo(_ change: UndoableChange.ID?) async throws -> (UndoableChange, Contact) {
    try await write { db in try UndoQueries.undo(change, in: db) }
  }
}

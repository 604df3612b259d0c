import ContactsDomain
import Foundation
import GRDB

// The book as a CardDAV server serves it (`ServedSchema`): cards by name, in id order; changes
// in stamp order; a PUT as a sync's one change, a DELETE as a delete.
extension ContactDatabase: ServedAddressBook {
  public func servedState() async throws -> ServedState {
    try await servedRead { db in try ServedQueries.state(in: db) }
  }

  public func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry] {
    try await servedRead { db in
      var start: Contact.ID = 0
      if let name {
        guard let id = try ServedQueries.idOfAny(named: name, in: db) else {
          throw ServedBookError.notFound(name: name)
        }
        start = id
      }
      return try ServedQueries.rows(after: start, limit: max(0, limit), in: db).map(\.entry)
    }
  }

  public func servedCards(named names: [String]) async throws -> [ServedCard] {
    try await servedRead { db in
      var found: [(ServedQueries.Row, Data?)] = []
      for name in names {
        guard let id = try ServedQueries.id(named: name, in: db),
          let row = try ServedQueries.row(id: id, in: db)
        else { continue }
        found.append((row, try ServedQueries.verbatimBody(of: id, in: db)))
      }
      let exported = try ContactTransferQueries.exportContacts(
        ids: found.filter { $0.1 == nil }.map(\.0.id), in: db)
      let exports = Dictionary(exported.map { ($0.contact.id, $0) }) { first, _ in first }
      return found.compactMap { row, body in
        if let body { return ServedCard(entry: row.entry, content: .verbatim(body)) }
        return exports[row.id].map { ServedCard(entry: row.entry, content: .contact($0)) }
      }
    }
  }

  public func servedChanges(
    since state: ServedState, after position: ServedChange.Position?, limit: Int
  ) async throws -> [ServedChange] {
    try await servedRead { db in
      try ServedTokenRule.check(
        state, now: try ServedQueries.state(in: db), forgotten: try ServedQueries.forgotten(in: db))
      let limit = max(0, limit)
      var start: (Int64, Contact.ID) = (state.stamp, .max)
      if let position {
        start = (position.stamp, try ServedQueries.idOfAny(named: position.name, in: db) ?? -1)
      }
      let changed = try ServedQueries.rows(changedAfter: start, limit: limit, in: db).map {
        (
          key: ($0.stamp, $0.id),
          change: ServedChange(
            name: $0.entry.name, etag: $0.entry.etag, stamp: $0.stamp)
        )
      }
      let deleted = try ServedQueries.deletions(after: start, limit: limit, in: db) {
        try ServedQueries.id(named: $0.name, in: db) == nil
      }
      return (changed + deleted).sorted { $0.key < $1.key }.prefix(limit).map(\.change)
    }
  }

  public func put(
    _ card: ContactImport, body: Data, named name: String, when condition: ServedCondition
  ) async throws -> ServedWrite {
    let now = clock()
    return try await importing(dryRun: false) { db in
      let existing = try ServedQueries.id(named: name, in: db).flatMap {
        try ServedQueries.row(id: $0, in: db)
      }
      guard condition.holds(forTag: existing?.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      let holder = try Int64.fetchOne(
        db, sql: "SELECT id FROM contact WHERE uid = ?", arguments: [card.uid])
      if let holder, holder != existing?.id,
        let held = try ServedQueries.row(id: holder, in: db)
      {
        throw ServedBookError.uidConflict(existingName: held.entry.name)
      }
      if existing != nil, holder == nil { throw ServedBookError.uidConflict(existingName: name) }
      let log = try ChangeLog.begin(.sync, at: now, runKey: UUID().uuidString, in: db)
      _ = try ContactImporter.run(ContactImportList([card]), progress: { _ in }, log: log, in: db)
      try ListPositions.place(in: db)
      guard
        let id = try Int64.fetchOne(
          db, sql: "SELECT id FROM contact WHERE uid = ?", arguments: [card.uid])
      else { throw ServedBookError.notFound(name: name) }
      // The same contact in other bytes is still a new version of what GET serves.
      if let existing, try ServedQueries.row(id: id, in: db)?.stamp == existing.stamp {
        try log.keep(id)
        try db.execute(
          sql: "UPDATE contact SET changeSeq = ? WHERE id = ?",
          arguments: [try ChangeSchema.nextStamp(in: db), id])
      }
      try ServedQueries.keep(body, of: id, named: name, in: db)
      let shown = try ContactQueries.shownName(id: id, in: db)
      try log.end(name: shown, count: 1)
      try TrashQueries.purgeExpired(now: now, in: db)
      try HistoryQueries.purgeExpired(now: now, in: db)
      guard let entry = try ServedQueries.row(id: id, in: db)?.entry else {
        throw ServedBookError.notFound(name: name)
      }
      return existing == nil ? ServedWrite.created(entry) : .updated(entry)
    }
  }

  public func delete(named name: String, when condition: ServedCondition) async throws {
    let now = clock()
    try await importing(dryRun: false) { db in
      guard let id = try ServedQueries.id(named: name, in: db),
        let row = try ServedQueries.row(id: id, in: db)
      else { throw ServedBookError.notFound(name: name) }
      guard condition.holds(forTag: row.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      let log = try ChangeLog.begin(.delete, at: now, in: db)
      try log.keepTrashed(id)
      let shown = try TrashQueries.moveToTrash(id, at: now, in: db)
      try ListPositions.place(in: db)
      try log.end(name: shown, count: 1)
      try TrashQueries.purgeExpired(now: now, in: db)
      try HistoryQueries.purgeExpired(now: now, in: db)
    }
  }

  /// Runs `body` in a read: SQLite's errors translated, the served book's own thrown as they
  /// are.
  private func servedRead<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws -> T
  {
    do {
      return try await writer.read(body)
    } catch let error as DatabaseError {
      throw ContactStoreError(error, path: path)
    }
  }
}

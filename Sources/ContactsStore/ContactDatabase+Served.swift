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
      let limit = max(0, limit)
      var start = ServedPlace.first
      if let name {
        guard let place = try ServedPlace.ofAny(named: name, in: db) else {
          throw ServedBookError.notFound(name: name)
        }
        start = place
      }
      var entries: [ServedEntry] = []
      if !start.isGroup {
        entries = try ServedQueries.rows(after: start.id, limit: limit, in: db).map(\.entry)
      }
      guard entries.count < limit else { return entries }
      return entries
        + (try ServedGroupQueries.rows(
          after: start.isGroup ? start.id : 0, limit: limit - entries.count, in: db
        ).map(\.entry))
    }
  }

  public func servedCards(named names: [String]) async throws -> [ServedCard] {
    try await servedRead { db in
      var found: [(ServedQueries.Row, Data?)] = []
      var groups: [String: ServedCard] = [:]
      for name in names {
        if let id = try ServedQueries.id(named: name, in: db),
          let row = try ServedQueries.row(id: id, in: db)
        {
          found.append((row, try ServedQueries.verbatimBody(of: id, in: db)))
        } else if let row = try ServedGroupQueries.row(named: name, in: db) {
          groups[name] = ServedCard(entry: row.entry, content: .verbatim(Data(row.text.utf8)))
        }
      }
      let exported = try ContactTransferQueries.exportContacts(
        ids: found.filter { $0.1 == nil }.map(\.0.id), in: db)
      let exports = Dictionary(exported.map { ($0.contact.id, $0) }) { first, _ in first }
      var contacts: [String: ServedCard] = [:]
      for (row, body) in found {
        if let body {
          contacts[row.entry.name] = ServedCard(entry: row.entry, content: .verbatim(body))
        } else if let export = exports[row.id] {
          contacts[row.entry.name] = ServedCard(entry: row.entry, content: .contact(export))
        }
      }
      return names.compactMap { contacts[$0] ?? groups[$0] }
    }
  }

  public func servedChanges(
    since state: ServedState, after position: ServedChange.Position?, limit: Int
  ) async throws -> [ServedChange] {
    try await servedRead { db in
      try ServedTokenRule.check(
        state, now: try ServedQueries.state(in: db), forgotten: try ServedQueries.forgotten(in: db))
      let limit = max(0, limit)
      var start = (state.stamp, ServedPlace.last)
      if let position {
        start = (
          position.stamp, try ServedPlace.ofAny(named: position.name, in: db) ?? .first
        )
      }
      let isGone = { (change: ServedChange) in
        try ServedPlace.served(named: change.name, in: db) == nil
      }
      // Contacts come before group cards among the changes of one stamp.
      let contactsAfter = (start.0, start.1.isGroup ? Int64.max : start.1.id)
      let groupsAfter = (start.0, start.1.isGroup ? start.1.id : -1)
      let contacts = try ServedQueries.rows(changedAfter: contactsAfter, limit: limit, in: db).map {
        (key: ($0.stamp, ServedPlace(isGroup: false, id: $0.id)), change: $0.change)
      }
      let groups = try ServedGroupQueries.rows(changedAfter: groupsAfter, limit: limit, in: db)
        .map {
          (key: ($0.stamp, ServedPlace(isGroup: true, id: $0.place)), change: $0.change)
        }
      let deleted =
        try ServedQueries.deletions(after: contactsAfter, limit: limit, in: db, keeping: isGone)
        .map { (key: ($0.key.0, ServedPlace(isGroup: false, id: $0.key.1)), change: $0.change) }
        + ServedGroupQueries.deletions(after: groupsAfter, limit: limit, in: db, keeping: isGone)
        .map { (key: ($0.key.0, ServedPlace(isGroup: true, id: $0.key.1)), change: $0.change) }
      return (contacts + groups + deleted).sorted { $0.key < $1.key }.prefix(limit).map(\.change)
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
      if try ServedGroupQueries.uid(named: name, in: db) != nil {
        throw ServedBookError.uidConflict(existingName: name)
      }
      guard condition.holds(forTag: existing?.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      if let group = try ServedGroupQueries.row(uid: card.uid, in: db) {
        throw ServedBookError.uidConflict(existingName: group.entry.name)
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

  public func put(group card: GroupCard, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite
  {
    let now = clock()
    return try await importing(dryRun: false) { db in
      if try ServedQueries.id(named: name, in: db) != nil {
        throw ServedBookError.uidConflict(existingName: name)
      }
      let existing = try ServedGroupQueries.row(named: name, in: db)
      guard condition.holds(forTag: existing?.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      if let holder = try Int64.fetchOne(
        db, sql: "SELECT id FROM contact WHERE uid = ?", arguments: [card.uid]),
        let held = try ServedQueries.row(id: holder, in: db)
      {
        throw ServedBookError.uidConflict(existingName: held.entry.name)
      }
      if let holder = try ServedGroupQueries.row(uid: card.uid, in: db), holder.uid != existing?.uid
      {
        throw ServedBookError.uidConflict(existingName: holder.entry.name)
      }
      if existing != nil, existing?.uid != card.uid {
        throw ServedBookError.uidConflict(existingName: name)
      }
      let log = try ChangeLog.begin(.sync, at: now, runKey: UUID().uuidString, in: db)
      // The same card again is no change: nothing to undo, the same ETag.
      if try GroupQueries.card(uid: card.uid, in: db) != card {
        try GroupCardHistory.put(card, uid: card.uid, in: log, db: db)
      }
      try ServedGroupQueries.keep(card.uid, named: name, in: db)
      try log.end(name: card.name, count: 1)
      try TrashQueries.purgeExpired(now: now, in: db)
      try HistoryQueries.purgeExpired(now: now, in: db)
      guard let entry = try ServedGroupQueries.row(uid: card.uid, in: db)?.entry else {
        throw ServedBookError.notFound(name: name)
      }
      return existing == nil ? ServedWrite.created(entry) : .updated(entry)
    }
  }

  public func delete(named name: String, when condition: ServedCondition) async throws {
    let now = clock()
    try await importing(dryRun: false) { db in
      if let group = try ServedGroupQueries.row(named: name, in: db) {
        guard condition.holds(forTag: group.entry.etag) else {
          throw ServedBookError.preconditionFailed(name: name)
        }
        let log = try ChangeLog.begin(.delete, at: now, in: db)
        let card = try GroupQueries.card(uid: group.uid, in: db)
        try GroupCardHistory.put(nil, uid: group.uid, in: log, db: db)
        try log.end(name: card?.name ?? name, count: 1)
        try TrashQueries.purgeExpired(now: now, in: db)
        try HistoryQueries.purgeExpired(now: now, in: db)
        return
      }
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

import ContactsDomain
import Foundation
import GRDB

/// The SQL behind rewind, run inside `ContactDatabase`'s transactions: every contact a change
/// after the time touched goes back to the version the earliest such change kept (absent for
/// those it added: an import's added contacts are its id range), and every group card such a
/// change wrote goes back as the earliest found it (none, for an import's new group cards).
enum RewindQueries {
  /// What rewinding to `date` changes at `now`; with `log`, changes it, recorded there.
  static func rewind(
    to date: Date, now: Date, log: ChangeLog?, in db: Database
  ) throws -> RewindPlan {
    let reach = try HistoryQueries.reach(now: now, in: db)
    guard try date >= reach || HistoryQueries.wasEmpty(before: date, now: now, in: db) else {
      throw ContactStoreError.beforeHistory(reach: reach)
    }
    var tally = RewindTally(date: date)
    guard
      let first = try Int64.fetchOne(
        db, sql: "SELECT min(id) FROM bookChange WHERE at > ?",
        arguments: [date.timeIntervalSince1970])
    else { return tally.plan }
    var earliest: [Contact.ID: Int64] = [:]
    let touched = try Row.fetchCursor(
      db,
      sql: """
        SELECT contactId, min(changeId) FROM contactVersion WHERE changeId >= ?
        GROUP BY contactId
        """, arguments: [first])
    while let row = try touched.next() { earliest[row[0]] = row[1] }
    // The contacts imports and syncs added since, gone or not: they go, whatever changed
    // them after.
    let addedSince = Set(
      try Int64.fetchAll(
        db, sql: "SELECT contactId FROM changeAdded WHERE changeId >= ?", arguments: [first]))
    let added = try Int64.fetchAll(
      db,
      sql: """
        SELECT c.id FROM contact c
        WHERE c.id IN (SELECT contactId FROM changeAdded WHERE changeId >= ?) ORDER BY c.id
        """, arguments: [first])
    for id in added {
      tally.note(.removed, try RewindTally.shown(id, version: nil, in: db))
    }
    if let log { _ = try BulkTrash.move(added, at: now, log: log, in: db) }
    for (id, changeID) in earliest.sorted(by: { $0.key < $1.key })
    where !addedSince.contains(id) {
      guard let kept = try KeptVersion.one(id, change: changeID, in: db) else { continue }
      let version = try kept.whole(in: db)
      let shown = try RewindTally.shown(id, version: version, in: db)
      let effect: VersionRestore.Effect
      if let log {
        effect = try VersionRestore.putBack(version, in: log, at: now, db: db)
      } else {
        effect = try planned(version, in: db)
      }
      tally.note(effect, shown)
    }
    tally.groupCards = try GroupCardHistory.rewind(from: first, in: log, db: db)
    return tally.plan
  }

  // MARK: - Private

  /// What putting `version` back would do, doing nothing.
  private static func planned(_ version: KeptVersion, in db: Database) throws
    -> VersionRestore.Effect
  {
    let id = version.contactID
    guard try ContactRecord.exists(db, key: id) else {
      return version.image == nil ? .unchanged : .restored
    }
    guard let image = version.image else { return version.isAbsent ? .removed : .unchanged }
    let samePhoto =
      try !version.photoKept
      || String.fetchOne(
        db, sql: "SELECT digest FROM contactPhoto WHERE contactId = ?", arguments: [id])
        == version.photo?.digest
    let same = try RowSnapshot.same(try RowSnapshot.contact(id, in: db), image, in: db)
    return same && samePhoto ? .unchanged : .reverted
  }
}

/// A rewind's contacts so far, by what it does to them, with their names and list order.
struct RewindTally {
  let date: Date
  var removed: [(String, String)] = []
  var restored: [(String, String)] = []
  var reverted: [(String, String)] = []
  /// The group cards put back, by their names, and whether each is new since (it goes).
  var groupCards: [(name: String, isNew: Bool)] = []

  var plan: RewindPlan {
    RewindPlan(
      date: date, removed: Self.contacts(removed), restored: Self.contacts(restored),
      reverted: Self.contacts(reverted),
      groupCards: RewindPlan.groupCards(groupCards.filter { !$0.isNew }.map(\.name)),
      newGroupCards: RewindPlan.groupCards(groupCards.filter(\.isNew).map(\.name)))
  }

  /// Notes that `effect` was done to a contact `shown` so.
  mutating func note(_ effect: VersionRestore.Effect, _ shown: (String, String)?) {
    guard let shown else { return }
    switch effect {
    case .removed: removed.append(shown)
    case .restored: restored.append(shown)
    case .reverted: reverted.append(shown)
    case .unchanged: break
    }
  }

  /// The list order and name of the contact `id`: as `version` was, or as it is when the
  /// version is absent; nil when it is neither.
  static func shown(_ id: Contact.ID, version: KeptVersion?, in db: Database) throws
    -> (String, String)?
  {
    if let named = try version?.shown(in: db) { return named }
    guard
      let sortKey = try String.fetchOne(
        db, sql: "SELECT sortKey FROM contact WHERE id = ?", arguments: [id])
    else { return nil }
    return (sortKey, try ContactQueries.shownName(id: id, in: db))
  }

  private static func contacts(_ shown: [(String, String)]) -> RewindPlan.Contacts {
    RewindPlan.Contacts(
      count: shown.count,
      names: shown.sorted { $0.0 < $1.0 }.prefix(RewindPlan.namesShown).map(\.1))
  }
}

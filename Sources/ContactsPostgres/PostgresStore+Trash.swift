import ContactsDomain
import Foundation
import PostgresNIO

// Recently deleted, undo over the change log, history and rewind: which change is offered is
// the store's; what its undo or a rewind puts back is the domain's (`UndoRun`,
// `RewindTargets`), planned over `PostgresChangeLog`.
extension PostgresStore {
  public func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    let now = clock().timeIntervalSince1970
    return try await read { session in
      let keep =
        Double(try session.value("SELECT keep_days FROM book", as: Int.self) ?? 30) * 86_400
      return try session.rows(
        """
        SELECT id, trashed_at, card FROM contact WHERE NOT live AND trashed_at >= \(now - keep)
        ORDER BY trashed_at DESC, id DESC LIMIT \(max(0, limit))
        """
      ).map { row in
        let (id, at, json) = try row.decode((Int64, Double, String).self)
        let left = at + keep - now
        return DeletedContact(
          id: id, fullName: try PostgresCard(json: json).contact(id: id).fullName,
          deletedAt: Date(timeIntervalSince1970: at),
          daysLeft: max(1, Int((left / 86_400).rounded(.up))))
      }
    }
  }

  public func restore(id: Contact.ID) async throws -> Contact {
    try await journaled { journal in
      guard let stored = try journal.stored(id), case .trashed(let card) = stored.place else {
        throw ContactStoreError.notDeleted(id)
      }
      let name = card.contact(id: id).fullName
      if let holder = try journal.session.value(
        "SELECT id FROM contact WHERE live AND uid = \(card.uid) ORDER BY id LIMIT 1",
        as: Int64.self)
      {
        throw ContactStoreError.uidTaken(name: name, by: holder)
      }
      try journal.begin("restore")
      try journal.put(id, .live(card))
      // Back as it was when deleted: a change before its delete finds it unchanged since.
      let deletedFrom = try journal.session.value(
        """
        SELECT stamp_before FROM change_contact
        WHERE contact_id = \(id) AND before_place = 'L' AND after_place = 'T'
        ORDER BY change_id DESC LIMIT 1
        """, as: Int64?.self)
      try journal.note(id, sameAs: deletedFrom ?? nil)
      try journal.end(name: name, count: 1)
      // Restoring it undid its deletes.
      try journal.session.execute(
        """
        UPDATE change c SET undone = true WHERE c.kind = 'delete'
          AND EXISTS (SELECT 1 FROM change_contact WHERE change_id = c.id AND contact_id = \(id))
          AND NOT EXISTS (
            SELECT 1 FROM change_contact WHERE change_id = c.id AND contact_id <> \(id))
        """)
      return try Self.shown(id, card, in: journal.session)
    }
  }

  public func deleteForever(id: Contact.ID) async throws -> String {
    try await journaled { journal in
      guard let stored = try journal.stored(id) else { throw ContactStoreError.notFound(id) }
      try journal.purgeExpired()
      if stored.place.isLive { try journal.stampDeletion(of: id, uid: stored.place.card.uid) }
      try journal.saveStamp()
      let session = journal.session
      // Its history is forgotten with it: the changes about it alone, and its part in others.
      try session.execute(
        """
        DELETE FROM change c
        WHERE c.kind IN ('add', 'edit', 'photo', 'delete', 'restore', 'revert')
          AND EXISTS (SELECT 1 FROM change_contact WHERE change_id = c.id AND contact_id = \(id))
          AND NOT EXISTS (
            SELECT 1 FROM change_contact WHERE change_id = c.id AND contact_id <> \(id))
        """)
      try session.execute("DELETE FROM change_contact WHERE contact_id = \(id)")
      try session.execute("DELETE FROM version WHERE contact_id = \(id)")
      try session.execute("DELETE FROM contact WHERE id = \(id)")
      try journal.dropUnusedPhotos()
      return stored.place.card.contact(id: id).fullName
    }
  }

  public func keepDeletedDays() async throws -> Int {
    try await read { session in
      try session.value("SELECT keep_days FROM book", as: Int.self) ?? 30
    }
  }

  public func setKeepDeletedDays(_ days: Int) async throws {
    try await journaled { journal in try journal.setKeepDays(days) }
  }

  // MARK: - Undo

  public func lastChange() async throws -> UndoableChange? {
    try await read { session in try Self.offered(in: session)?.change }
  }

  public func undo(_ expected: UndoableChange.ID?) async throws -> UndoOutcome {
    try await journaled { journal in
      guard let (last, run) = try Self.offered(in: journal.session) else {
        throw ContactStoreError.nothingToUndo
      }
      guard expected == nil || expected == last.id else {
        throw ContactStoreError.notTheLastChange
      }
      try journal.begin("undo")
      let undone = try UndoRun(run.reversed(), in: PostgresChangeLog(journal)) { id in
        try journal.session.execute("UPDATE change SET undone = true WHERE id = \(id)")
      }
      try journal.end(name: last.fullName, count: undone.putBack + undone.removed)
      let contact = try last.contactID.flatMap { id in
        try journal.session.value(
          "SELECT card FROM contact WHERE id = \(id) AND live", as: String.self
        ).map { try Self.shown(id, try PostgresCard(json: $0), in: journal.session) }
      }
      return UndoOutcome(
        change: last, putBack: undone.putBack, removed: undone.removed,
        keptCount: undone.kept.count, kept: undone.keptNames, contact: contact)
    }
  }

  /// The change undo takes back (the latest not undone, but an undo or a restore) and the ids
  /// of every change of its run (a sync's batches), the oldest first.
  private static func offered(in session: PostgresSession) throws -> (
    change: UndoableChange, run: [Int64]
  )? {
    guard
      let row = try session.rows(
        """
        SELECT c.id, c.kind, c.name, c.run_key, coalesce(
          (SELECT contact_id FROM change_contact WHERE change_id = c.id ORDER BY ord LIMIT 1),
          c.subject)
        FROM change c
        WHERE c.kind NOT IN ('undo', 'restore') AND NOT c.undone AND c.end_stamp IS NOT NULL
        ORDER BY c.id DESC LIMIT 1
        """
      ).first
    else { return nil }
    let (id, kindName, name, runKey, first) = try row.decode(
      (Int64, String, String, String?, Int64?).self)
    guard let kind = UndoableChange.Kind(rawValue: kindName) else { return nil }
    let run = try session.rows(
      """
      SELECT id, count FROM change
      WHERE (id = \(id) OR (run_key = \(runKey) AND NOT undone AND end_stamp IS NOT NULL))
      ORDER BY id
      """
    ).map { try $0.decode((Int64, Int).self) }
    let aboutOne: [UndoableChange.Kind] = [.add, .delete, .edit, .photo, .revert]
    return (
      UndoableChange(
        id: id, kind: kind, contactID: aboutOne.contains(kind) ? first : nil, fullName: name,
        count: run.map(\.1).reduce(0, +)),
      run.map(\.0)
    )
  }

  // MARK: - History

  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    try await read { session in
      _ = try Self.liveCard(id, in: session)
      let total =
        try session.value(
          "SELECT count(*) FROM version WHERE contact_id = \(id)", as: Int.self) ?? 0
      let versions = try session.rows(
        """
        SELECT number, at, replaced_by, card FROM (
          SELECT row_number() OVER (ORDER BY seq) AS number, seq, at, replaced_by, card
          FROM version WHERE contact_id = \(id)) AS numbered
        ORDER BY seq DESC LIMIT \(max(0, limit))
        """
      ).map { row in
        let (number, at, replacedBy, json) = try row.decode((Int, Double, String, String).self)
        return ContactVersion(
          number: number, replacedAt: Date(timeIntervalSince1970: at),
          replacedBy: ContactVersion.Change(rawValue: replacedBy) ?? .edit,
          contact: try PostgresCard(json: json).contact(id: id))
      }
      return ContactHistory(total: total, versions: versions)
    }
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    try await journaled { journal in
      let current = try journal.liveCard(id)
      guard
        let json = try journal.session.value(
          """
          SELECT card FROM version WHERE contact_id = \(id)
          ORDER BY seq OFFSET \(max(0, number - 1)) LIMIT 1
          """, as: String.self), number >= 1
      else { throw ContactStoreError.notFound(id) }
      let version = try PostgresCard(json: json)
      try journal.begin(UndoableChange.Kind.revert.rawValue)
      try journal.put(id, .live(version), replacedBy: .revert)
      try journal.end(name: current.contact(id: id).fullName, count: 1)
      return try Self.shown(id, version, in: journal.session)
    }
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    let now = clock()
    return try await read { session in
      let log = PostgresChangeLog(reading: session, now: now)
      return try RewindTargets(to: date, in: log).plan(in: log)
    }
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    try await journaled { journal in
      let log = PostgresChangeLog(journal, replacedBy: .rewind)
      let targets = try RewindTargets(to: date, in: log)
      let plan = try targets.plan(in: log)
      try journal.begin(UndoableChange.Kind.rewind.rawValue)
      try targets.apply(to: log)
      try journal.end(name: ContactStoreError.sentence(date), count: targets.count)
      return plan
    }
  }
}

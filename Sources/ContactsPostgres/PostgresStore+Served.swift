import ContactsDomain
import Foundation
import PostgresNIO

// The book as a CardDAV server serves it (schema "v5: served book"): cards by name, the contacts
// in id order then the group cards in the order stored; changes in stamp order; a PUT as a sync's
// one change and a DELETE as a delete, each checking its condition inside the write transaction,
// which holds the book's write lock: of two servers writing one card with one entity tag, one
// wins and the other finds the tag changed.
extension PostgresStore: ServedAddressBook {
  public func servedState() async throws -> ServedState {
    try await servedRead { session in try ServedRows.state(in: session).state }
  }

  public func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry] {
    try await servedRead { session in
      let rows = ServedRows(session, epoch: try ServedRows.state(in: session).state.epoch)
      let limit = max(0, limit)
      var start = ServedPlace.first
      if let name {
        guard let place = try rows.place(ofAny: name) else {
          throw ServedBookError.notFound(name: name)
        }
        start = place
      }
      var entries: [ServedEntry] = []
      if !start.isGroup {
        entries = try rows.contacts(
          "c.id > \(start.id) ORDER BY c.id LIMIT \(limit)"
        ).map(\.entry)
      }
      guard entries.count < limit else { return entries }
      let after = start.isGroup ? start.id : 0
      return entries
        + (try rows.groups(
          "g.place > \(after) ORDER BY g.place LIMIT \(limit - entries.count)"
        ).map(\.row.entry))
    }
  }

  public func servedCards(named names: [String]) async throws -> [ServedCard] {
    try await servedRead { session in
      let rows = ServedRows(session, epoch: try ServedRows.state(in: session).state.epoch)
      var cards: [String: ServedCard] = [:]
      for name in names where cards[name] == nil {
        if let id = try rows.contactID(named: name) {
          guard
            let found = try session.rows(
              """
              SELECT c.uid, c.stamp, s.name, CASE WHEN s.body_stamp = c.stamp THEN s.body END,
                c.card, p.data
              FROM contact c LEFT JOIN served_card s ON s.contact_id = c.id
              LEFT JOIN photo p ON p.digest = c.photo_digest WHERE c.id = \(id) AND c.live
              """
            ).first
          else { continue }
          let (uid, stamp, kept, body, json, data) = try found.decode(
            (String, Int64, String?, Data?, String, Data?).self)
          let entry = rows.entry(name: kept, uid: uid, stamp: stamp)
          cards[name] = ServedCard(
            entry: entry,
            content: try body.map(ServedCard.Content.verbatim)
              ?? .contact(Self.export(id, try PostgresCard(json: json), data)))
        } else if let group = try rows.group(named: name) {
          cards[name] = ServedCard(
            entry: group.row.entry, content: .verbatim(Data(group.text.utf8)))
        }
      }
      return names.compactMap { cards[$0] }
    }
  }

  public func servedChanges(
    since state: ServedState, after position: ServedChange.Position?, limit: Int
  ) async throws -> [ServedChange] {
    try await servedRead { session in
      let (now, forgotten) = try ServedRows.state(in: session)
      try ServedTokenRule.check(state, now: now, forgotten: forgotten)
      let rows = ServedRows(session, epoch: now.epoch)
      let limit = max(0, limit)
      var start = (state.stamp, ServedPlace.last)
      if let position {
        start = (position.stamp, try rows.place(ofAny: position.name) ?? .first)
      }
      // Contacts come before group cards among the changes of one stamp.
      let contactsAfter = (start.0, start.1.isGroup ? Int64.max : start.1.id)
      let groupsAfter = (start.0, start.1.isGroup ? start.1.id : -1)
      let contacts: [ServedRows.Keyed] =
        (try rows.contacts(
          "c.stamp = \(contactsAfter.0) AND c.id > \(contactsAfter.1) ORDER BY c.id LIMIT \(limit)"
        )
        + rows.contacts("c.stamp > \(contactsAfter.0) ORDER BY c.stamp, c.id LIMIT \(limit)"))
        .map { (key: ($0.stamp, .init(isGroup: false, id: $0.id)), change: $0.change) }
      let groups: [ServedRows.Keyed] = try rows.groups(
        """
        (g.stamp, g.place) > (\(groupsAfter.0), \(groupsAfter.1)) ORDER BY g.stamp, g.place \
        LIMIT \(limit)
        """
      ).map { (key: ($0.row.stamp, .init(isGroup: true, id: $0.row.id)), change: $0.row.change) }
      let deleted: [ServedRows.Keyed] =
        try rows.deletions(ofGroups: false, after: contactsAfter, limit: limit)
        + rows.deletions(ofGroups: true, after: groupsAfter, limit: limit)
      return (contacts + groups + deleted).sorted { $0.key < $1.key }.prefix(limit).map(\.change)
    }
  }

  public func put(
    _ card: ContactImport, body: Data, named name: String, when condition: ServedCondition
  ) async throws -> ServedWrite {
    try await servedWrite { journal in
      let rows = ServedRows(
        journal.session, epoch: try ServedRows.state(in: journal.session).state.epoch)
      let existing = try rows.contactID(named: name).flatMap { try rows.contact(id: $0) }
      if try rows.groupUID(named: name) != nil {
        throw ServedBookError.uidConflict(existingName: name)
      }
      guard condition.holds(forTag: existing?.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      if let group = try rows.group(uid: card.uid) {
        throw ServedBookError.uidConflict(existingName: group.row.entry.name)
      }
      let holder = try rows.liveID(uid: card.uid)
      if let holder, holder != existing?.id, let held = try rows.contact(id: holder) {
        throw ServedBookError.uidConflict(existingName: held.entry.name)
      }
      if existing != nil, holder == nil { throw ServedBookError.uidConflict(existingName: name) }
      try journal.begin(UndoableChange.Kind.sync.rawValue, runKey: UUID().uuidString)
      _ = try Self.merge(
        ContactImportList([card]), replacedBy: .sync, in: journal, progress: { _ in })
      guard let id = try rows.liveID(uid: card.uid) else {
        throw ServedBookError.notFound(name: name)
      }
      // The same contact in other bytes is still a new version of what GET serves.
      if let existing, try rows.contact(id: id)?.stamp == existing.stamp {
        try journal.put(id, .live(try journal.liveCard(id)), replacedBy: .sync)
      }
      try journal.session.execute(
        "DELETE FROM served_card WHERE name = \(name) AND contact_id <> \(id)")
      try journal.session.execute("DELETE FROM served_group_card WHERE name = \(name)")
      try journal.session.execute(
        """
        INSERT INTO served_card (contact_id, name, body, body_stamp)
        SELECT id, \(name), \(body), stamp FROM contact WHERE id = \(id)
        ON CONFLICT (contact_id) DO UPDATE SET name = excluded.name, body = excluded.body,
          body_stamp = excluded.body_stamp
        """)
      let stored = try journal.liveCard(id)
      try journal.end(name: stored.contact(id: id).fullName, count: 1)
      guard let entry = try rows.contact(id: id)?.entry else {
        throw ServedBookError.notFound(name: name)
      }
      return existing == nil ? ServedWrite.created(entry) : .updated(entry)
    }
  }

  public func put(group card: GroupCard, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite
  {
    try await servedWrite { journal in
      let rows = ServedRows(
        journal.session, epoch: try ServedRows.state(in: journal.session).state.epoch)
      if try rows.contactID(named: name) != nil {
        throw ServedBookError.uidConflict(existingName: name)
      }
      let existing = try rows.group(named: name)
      guard condition.holds(forTag: existing?.row.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      if let holder = try rows.liveID(uid: card.uid), let held = try rows.contact(id: holder) {
        throw ServedBookError.uidConflict(existingName: held.entry.name)
      }
      if let holder = try rows.group(uid: card.uid), holder.uid != existing?.uid {
        throw ServedBookError.uidConflict(existingName: holder.row.entry.name)
      }
      if let existing, existing.uid != card.uid {
        throw ServedBookError.uidConflict(existingName: name)
      }
      try journal.begin(UndoableChange.Kind.sync.rawValue, runKey: UUID().uuidString)
      // The same card again is no change: nothing to undo, the same ETag.
      if try journal.groupCard(card.uid) != card { try journal.putCard(card, uid: card.uid) }
      try journal.session.execute(
        "DELETE FROM served_group_card WHERE name = \(name) AND uid <> \(card.uid)")
      try journal.session.execute("DELETE FROM served_card WHERE name = \(name)")
      try journal.session.execute(
        """
        INSERT INTO served_group_card (uid, name) VALUES (\(card.uid), \(name))
        ON CONFLICT (uid) DO UPDATE SET name = excluded.name
        """)
      try journal.end(name: card.name, count: 1)
      guard let entry = try rows.group(uid: card.uid)?.row.entry else {
        throw ServedBookError.notFound(name: name)
      }
      return existing == nil ? ServedWrite.created(entry) : .updated(entry)
    }
  }

  public func delete(named name: String, when condition: ServedCondition) async throws {
    try await servedWrite { journal in
      let rows = ServedRows(
        journal.session, epoch: try ServedRows.state(in: journal.session).state.epoch)
      if let group = try rows.group(named: name) {
        guard condition.holds(forTag: group.row.entry.etag) else {
          throw ServedBookError.preconditionFailed(name: name)
        }
        let card = try journal.groupCard(group.uid)
        try journal.begin(UndoableChange.Kind.delete.rawValue)
        try journal.putCard(nil, uid: group.uid)
        try journal.end(name: card?.name ?? name, count: 1)
        return
      }
      guard let id = try rows.contactID(named: name), let row = try rows.contact(id: id) else {
        throw ServedBookError.notFound(name: name)
      }
      guard condition.holds(forTag: row.entry.etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      let card = try journal.liveCard(id)
      try journal.begin(UndoableChange.Kind.delete.rawValue)
      try journal.put(id, .trashed(card))
      try journal.end(name: card.contact(id: id).fullName, count: 1)
    }
  }

  public func servedDisplayName() async throws -> String? {
    try await read { session in
      try session.rows("SELECT served_name FROM book").first?.decode(String?.self) ?? nil
    }
  }

  public func setServedDisplayName(_ displayName: String?) async throws {
    try await write { session in
      _ = try session.execute("UPDATE book SET served_name = \(displayName)")
    }
  }

  /// Runs `body` in a read; the served book's errors are thrown as they are.
  private func servedRead<T: Sendable>(
    _ body: @escaping @Sendable (PostgresSession) throws -> T
  ) async throws -> T {
    let result: Result<T, ServedBookError> = try await read { session in
      do {
        return .success(try body(session))
      } catch let error as ServedBookError {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Runs `body` in a write transaction with its journal, at the store's time; a served book's
  /// error it throws takes back all it wrote and is thrown as it is.
  private func servedWrite<T: Sendable>(
    _ body: @escaping @Sendable (PostgresJournal) throws -> T
  ) async throws -> T {
    let now = clock()
    let result: Result<T, ServedBookError> = try await write { session in
      try session.execute("SAVEPOINT served")
      do {
        return .success(try body(try PostgresJournal(session, now: now)))
      } catch let error as ServedBookError {
        try session.execute("ROLLBACK TO SAVEPOINT served")
        return .failure(error)
      }
    }
    return try result.get()
  }
}

/// The reads of a served book inside one transaction, in the book's epoch.
struct ServedRows {
  /// A card as listed: a contact's id or a group card's place, its entry and its stamp.
  struct Row {
    let id: Int64
    let entry: ServedEntry
    let stamp: Int64

    /// The row as a change since a sync token.
    var change: ServedChange { ServedChange(name: entry.name, etag: entry.etag, stamp: stamp) }
  }

  /// A group card as listed (its place as the row's id), with its uid and text.
  struct GroupRow {
    let row: Row
    let uid: String
    let text: String
  }

  /// A change with where it stands: its stamp and its card's place.
  typealias Keyed = (key: (Int64, ServedPlace), change: ServedChange)

  let session: PostgresSession
  let epoch: String

  init(_ session: PostgresSession, epoch: String) {
    self.session = session
    self.epoch = epoch
  }

  /// The book's state now, and the stamp up to which deletions were forgotten.
  static func state(in session: PostgresSession) throws -> (state: ServedState, forgotten: Int64) {
    guard let row = try session.rows("SELECT epoch, stamp, forgotten FROM book").first else {
      throw ContactStoreError.failed("the book's row is missing")
    }
    let (epoch, stamp, forgotten) = try row.decode((String, Int64, Int64).self)
    return (ServedState(epoch: epoch, stamp: stamp), forgotten)
  }

  /// The entry of a card served at `name` when kept, else at its uid's name, stamped `stamp`.
  func entry(name: String?, uid: String, stamp: Int64) -> ServedEntry {
    ServedEntry(
      name: name ?? ServedName.forUID(uid), etag: ServedTokenRule.etag(epoch: epoch, stamp: stamp))
  }

  /// The contacts of the list that `condition` (SQL over `c`, the contact, with its order and
  /// limit) selects.
  func contacts(_ condition: PostgresQuery) throws -> [Row] {
    var query: PostgresQuery = """
      SELECT c.id, c.uid, c.stamp, s.name FROM contact c
      LEFT JOIN served_card s ON s.contact_id = c.id WHERE c.live AND
      """
    query.sql += " " + condition.sql
    query.binds = condition.binds
    return try session.rows(query).map { row in
      let (id, uid, stamp, name) = try row.decode((Int64, String, Int64, String?).self)
      return Row(id: id, entry: entry(name: name, uid: uid, stamp: stamp), stamp: stamp)
    }
  }

  /// The group cards that `condition` (SQL over `g`, the group card, with its order and limit)
  /// selects.
  func groups(_ condition: PostgresQuery) throws -> [GroupRow] {
    var query: PostgresQuery = """
      SELECT g.place, g.uid, g.stamp, g.card, s.name FROM group_card g
      LEFT JOIN served_group_card s ON s.uid = g.uid WHERE
      """
    query.sql += " " + condition.sql
    query.binds = condition.binds
    return try session.rows(query).map { row in
      let (place, uid, stamp, json, name) = try row.decode(
        (Int64, String, Int64, String, String?).self)
      return GroupRow(
        row: Row(id: place, entry: entry(name: name, uid: uid, stamp: stamp), stamp: stamp),
        uid: uid, text: try GroupCard(json: json).text)
    }
  }

  /// The contact `id` of the list as served; nil when it is not in the list.
  func contact(id: Int64) throws -> Row? {
    try contacts("c.id = \(id)").first
  }

  /// The contact of the list with `uid`; nil when there is none.
  func liveID(uid: String) throws -> Int64? {
    try session.value(
      "SELECT id FROM contact WHERE live AND uid = \(uid) ORDER BY id LIMIT 1", as: Int64.self)
  }

  /// The contact in the list served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  func contactID(named name: String) throws -> Int64? {
    if let id = try session.value(
      """
      SELECT s.contact_id FROM served_card s JOIN contact c ON c.id = s.contact_id AND c.live
      WHERE s.name = \(name)
      """, as: Int64.self)
    {
      return id
    }
    guard let uid = ServedName.uid(named: name) else { return nil }
    return try session.value(
      """
      SELECT id FROM contact c WHERE live AND uid = \(uid)
        AND NOT EXISTS (SELECT 1 FROM served_card WHERE contact_id = c.id)
      ORDER BY id LIMIT 1
      """, as: Int64.self)
  }

  /// The uid of the group card served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  func groupUID(named name: String) throws -> String? {
    if let uid = try session.value(
      """
      SELECT s.uid FROM served_group_card s JOIN group_card g ON g.uid = s.uid
      WHERE s.name = \(name)
      """, as: String.self)
    {
      return uid
    }
    guard let uid = ServedName.uid(named: name) else { return nil }
    return try session.value(
      """
      SELECT uid FROM group_card g WHERE uid = \(uid)
        AND NOT EXISTS (SELECT 1 FROM served_group_card WHERE uid = g.uid)
      """, as: String.self)
  }

  /// The group card served at `name`; nil when none is.
  func group(named name: String) throws -> GroupRow? {
    try groupUID(named: name).flatMap { try group(uid: $0) }
  }

  /// The group card `uid` as served; nil when there is none.
  func group(uid: String) throws -> GroupRow? {
    try groups("g.uid = \(uid)").first
  }

  /// The place of the card served at `name` now; nil when none is.
  func place(served name: String) throws -> ServedPlace? {
    if let id = try contactID(named: name) { return ServedPlace(isGroup: false, id: id) }
    return try group(named: name).map { ServedPlace(isGroup: true, id: $0.row.id) }
  }

  /// The place of the card served at `name`, now or before it went; nil when none was.
  func place(ofAny name: String) throws -> ServedPlace? {
    if let place = try place(served: name) { return place }
    let uid = ServedName.uid(named: name)
    if let id = try session.value(
      """
      SELECT contact_id FROM served_deletion WHERE name = \(name) OR (name IS NULL AND uid = \(uid))
      ORDER BY seq DESC LIMIT 1
      """, as: Int64.self)
    {
      return ServedPlace(isGroup: false, id: id)
    }
    return try session.value(
      """
      SELECT place FROM served_group_deletion
      WHERE name = \(name) OR (name IS NULL AND uid = \(uid)) ORDER BY seq DESC LIMIT 1
      """, as: Int64.self
    ).map { ServedPlace(isGroup: true, id: $0) }
  }

  /// Up to `limit` names deleted after `key` (stamp, place) and not served again since, in that
  /// order, each with its key: of contacts (placed by id) or of group cards (by place).
  func deletions(ofGroups: Bool, after key: (Int64, Int64), limit: Int) throws -> [Keyed] {
    var found: [Keyed] = []
    var after = key
    while found.count < limit {
      let rows =
        ofGroups
        ? try session.rows(
          """
          SELECT seq, place, uid, name FROM served_group_deletion
          WHERE (seq, place) > (\(after.0), \(after.1)) ORDER BY seq, place LIMIT 256
          """)
        : try session.rows(
          """
          SELECT seq, contact_id, uid, name FROM served_deletion
          WHERE (seq, contact_id) > (\(after.0), \(after.1)) ORDER BY seq, contact_id LIMIT 256
          """)
      guard !rows.isEmpty else { break }
      for row in rows {
        let (seq, place, uid, name) = try row.decode((Int64, Int64, String, String?).self)
        after = (seq, place)
        let change = ServedChange(name: name ?? ServedName.forUID(uid), etag: nil, stamp: seq)
        if found.count < limit, try self.place(served: change.name) == nil {
          found.append(((seq, ServedPlace(isGroup: ofGroups, id: place)), change))
        }
      }
    }
    return found
  }
}

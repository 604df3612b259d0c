import ContactsDomain
import Foundation
import PostgresNIO

/// The PostgreSQL store's change log port (`ChangeLogReading`, `ChangeLogWriting`): undo and
/// rewind are planned by the domain (`UndoStep`, `RewindTargets`) over these reads of the
/// `change` tables, inside the transaction that then writes the plan through the journal's
/// `put` and `putCard`, each contact's version replaced by `replacedBy`.
struct PostgresChangeLog: ChangeLogWriting {
  let session: PostgresSession
  /// The journal of the write transaction; nil in a read (a rewind's plan).
  let journal: PostgresJournal?
  let now: Date
  var replacedBy: ContactVersion.Change = .undo

  init(_ journal: PostgresJournal, replacedBy: ContactVersion.Change = .undo) {
    session = journal.session
    self.journal = journal
    now = journal.now
    self.replacedBy = replacedBy
  }

  init(reading session: PostgresSession, now: Date) {
    self.session = session
    journal = nil
    self.now = now
  }

  func stamps(of change: Int64) throws -> Range<Int64> {
    guard
      let row = try session.rows(
        """
        SELECT first_stamp, end_stamp FROM change WHERE id = \(change) AND end_stamp IS NOT NULL
        """
      ).first
    else { return 0..<0 }
    let (first, end) = try row.decode((Int64, Int64).self)
    return first..<max(first, end)
  }

  func touched(by change: Int64) throws -> [TouchedContact] {
    try session.rows(
      """
      SELECT cc.contact_id, cc.before_place, cc.after_place, cc.stamp_before, c.live, c.stamp
      FROM change_contact cc JOIN change ch ON ch.id = cc.change_id AND ch.end_stamp IS NOT NULL
      LEFT JOIN contact c ON c.id = cc.contact_id
      WHERE cc.change_id = \(change) ORDER BY cc.ord
      """
    ).map { row in
      let (id, before, after, stampBefore, live, stamp) = try row.decode(
        (Int64, String?, String?, Int64?, Bool?, Int64?).self)
      let found = Self.found(before: before, after: after)
      let now: TouchedContact.Place
      switch (live, stamp) {
      case (true?, let stamp?): now = .listed(stamp: stamp)
      case (nil, _): now = .gone
      default: now = .trashed
      }
      return TouchedContact(id: id, found: found, stampBefore: stampBefore, now: now)
    }
  }

  /// None: every contact a change touched is in `touched(by:)`.
  func added(by change: Int64) throws -> [TouchedContact] { [] }

  func sameAs(_ id: Contact.ID, stamp: Int64) throws -> Int64? {
    let current = journal?.stamp ?? 0
    return try session.rows(
      """
      SELECT cc.same_as FROM change c
      JOIN change_contact cc ON cc.change_id = c.id AND cc.contact_id = \(id)
      WHERE c.kind IN ('undo', 'restore') AND c.first_stamp <= \(stamp)
        AND \(stamp) < coalesce(c.end_stamp, \(current + 1))
      ORDER BY c.id DESC LIMIT 1
      """
    ).first?.decode(Int64?.self) ?? nil
  }

  func groupCards(touchedBy change: Int64) throws -> [TouchedGroupCard] {
    try session.rows(
      """
      SELECT cc.uid, cc.before, cc.after, g.card FROM change_card cc
      JOIN change ch ON ch.id = cc.change_id AND ch.end_stamp IS NOT NULL
      LEFT JOIN group_card g ON g.uid = cc.uid
      WHERE cc.change_id = \(change) ORDER BY cc.ord
      """
    ).map { row in
      let (uid, beforeJSON, afterJSON, nowJSON) = try row.decode(
        (String, String?, String?, String?).self)
      let before = try beforeJSON.map(GroupCard.init(json:))
      let after = try afterJSON.map(GroupCard.init(json:))
      let now = try nowJSON.map(GroupCard.init(json:))
      return TouchedGroupCard(
        uid: uid, name: (before ?? now)?.name ?? "", existedBefore: before != nil,
        isAsLeft: now == after, isAsFound: now == before)
    }
  }

  func changes(after date: Date) throws -> [Int64] {
    try session.rows(
      """
      SELECT id FROM change WHERE at > \(date.timeIntervalSince1970) AND end_stamp IS NOT NULL
      ORDER BY id
      """
    ).map { try $0.decode(Int64.self) }
  }

  func isAsFound(_ id: Contact.ID, by change: Int64) throws -> Bool {
    let live = try session.value(
      "SELECT card FROM contact WHERE id = \(id) AND live", as: String.self)
    return try before(id, change) == live.map(PostgresCard.init(json:))
  }

  func shown(_ id: Contact.ID, asFoundBy change: Int64?) throws -> ShownContact? {
    var card = try change.flatMap { try before(id, $0) }
    if card == nil {
      card = try session.value(
        "SELECT card FROM contact WHERE id = \(id) AND live", as: String.self
      ).map(PostgresCard.init(json:))
    }
    return card.map {
      ShownContact(sortKey: $0.sortKey, name: $0.contact(id: id).fullName)
    }
  }

  func reach() throws -> HistoryReach {
    guard let row = try session.rows("SELECT born, keep_days FROM book").first else {
      throw ContactStoreError.failed("the book's row is missing")
    }
    let (born, keepDays) = try row.decode((Double?, Int).self)
    return HistoryReach(
      start: born.map(Date.init(timeIntervalSince1970:)) ?? now,
      keptFrom: now - Double(keepDays) * 86_400)
  }

  /// True: a contact comes into a PostgreSQL book only by a change its log keeps (until its
  /// keeping time is over, which `HistoryReach.check` asks first).
  func everyContactLogged() throws -> Bool { true }

  func putBack(_ id: Contact.ID, asFoundBy change: Int64, sameAs: Int64?) throws {
    guard let journal, let card = try before(id, change) else { return }
    try journal.put(id, .live(card), replacedBy: replacedBy)
    if let sameAs { try journal.note(id, sameAs: sameAs) }
  }

  func trash(_ ids: [Contact.ID]) throws {
    guard let journal else { return }
    for id in ids {
      guard let stored = try journal.stored(id), case .live(let card) = stored.place else {
        continue
      }
      try journal.put(id, .trashed(card))
    }
  }

  func putBackGroupCard(_ uid: String, asFoundBy change: Int64) throws {
    guard let journal,
      let row = try session.rows(
        "SELECT before FROM change_card WHERE change_id = \(change) AND uid = \(uid)"
      ).first
    else { return }
    try journal.putCard(try row.decode(String?.self).map(GroupCard.init(json:)), uid: uid)
  }

  /// How a change found a contact it moved from `before` to `after` (each "L" in the list,
  /// "T" in Recently deleted, nil nowhere).
  static func found(before: String?, after: String?) -> TouchedContact.Found {
    switch (before, after) {
    case ("L", "T"): .trashedByIt
    case ("L", _): .listed
    default: .absent
    }
  }

  // MARK: - Private

  /// How the change `change` found the contact `id`: its card, nil when the change found it
  /// nowhere or did not touch it.
  private func before(_ id: Contact.ID, _ change: Int64) throws -> PostgresCard? {
    guard
      let json = try session.value(
        """
        SELECT cc.before_card FROM change_contact cc
        JOIN change ch ON ch.id = cc.change_id AND ch.end_stamp IS NOT NULL
        WHERE cc.change_id = \(change) AND cc.contact_id = \(id)
        """, as: String?.self) ?? nil
    else { return nil }
    return try PostgresCard(json: json)
  }
}

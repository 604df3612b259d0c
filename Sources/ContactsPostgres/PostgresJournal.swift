import ContactsDomain
import Foundation
import PostgresNIO

/// One write transaction's book and the change it records: every write goes through `begin`,
/// `put` (or `putCard`) and `end`, which keep what each contact and group card touched was
/// before and is after (`change_contact`, `change_card`), its earlier versions (`version`) and
/// its stamps, as the reference store's journal does in memory. Made inside a `write` body,
/// which holds the book's write lock: the stamps it gives are one range.
final class PostgresJournal {
  /// Where a contact is: in the list, or in Recently deleted.
  enum Place {
    case live(PostgresCard)
    case trashed(PostgresCard)

    var card: PostgresCard {
      switch self {
      case .live(let card), .trashed(let card): card
      }
    }

    var isLive: Bool {
      if case .live = self { true } else { false }
    }
  }

  /// A contact row as stored: where it is, since when it is deleted, and its stamp.
  struct Stored {
    let place: Place
    let trashedAt: Double?
    let stamp: Int64?
  }

  /// The change being recorded.
  struct Open {
    let id: Int64
    let kind: String
    let at: Date
    var touched: [Int64: Int] = [:]
    var cards: Set<String> = []
    var subject: Int64?
  }

  let session: PostgresSession
  let now: Date
  let born: Date
  private(set) var keepDays: Int
  private(set) var stamp: Int64
  private var sharedStamp: Int64?
  /// How many contacts came into the list (less those that left it) since the book's count
  /// was last written.
  private var liveChange = 0
  private(set) var open: Open?

  /// The journal of the write transaction `session` holds, at the time `now`; the book's
  /// history begins now when nothing was written before.
  init(_ session: PostgresSession, now: Date) throws {
    self.session = session
    self.now = now
    let time = now.timeIntervalSince1970
    guard
      let row = try session.rows(
        "UPDATE book SET born = coalesce(born, \(time)) RETURNING born, keep_days, stamp"
      ).first
    else { throw ContactStoreError.failed("the book's row is missing") }
    let (born, keepDays, stamp) = try row.decode((Double, Int, Int64).self)
    self.born = Date(timeIntervalSince1970: born)
    self.keepDays = keepDays
    self.stamp = stamp
  }

  /// Begins a change of `kind` (an `UndoableChange.Kind`'s raw value, "undo" or "restore") now,
  /// deleting for good what is past its keeping time first; `runKey` joins it to the other
  /// changes of one sync.
  func begin(_ kind: String, runKey: String? = nil) throws {
    try purgeExpired()
    let id = try session.value(
      """
      INSERT INTO change (kind, at, run_key, first_stamp)
      VALUES (\(kind), \(now.timeIntervalSince1970), \(runKey), \(stamp + 1)) RETURNING id
      """, as: Int64.self)
    open = Open(id: id ?? 0, kind: kind, at: now)
  }

  /// The contact `id` as stored, nil when it is nowhere.
  func stored(_ id: Int64) throws -> Stored? {
    guard
      let row = try session.rows(
        "SELECT live, trashed_at, stamp, card FROM contact WHERE id = \(id)"
      ).first
    else { return nil }
    let (live, trashedAt, stamp, json) = try row.decode((Bool, Double?, Int64?, String).self)
    let card = try PostgresCard(json: json)
    return Stored(place: live ? .live(card) : .trashed(card), trashedAt: trashedAt, stamp: stamp)
  }

  /// The live card of the contact `id`; throws `notFound` when it is not in the list.
  func liveCard(_ id: Int64) throws -> PostgresCard {
    guard let stored = try stored(id), case .live(let card) = stored.place else {
      throw ContactStoreError.notFound(id)
    }
    return card
  }

  /// A new contact id, never given before.
  func nextID() throws -> Int64 {
    try session.value("SELECT nextval('contact_id_seq')", as: Int64.self) ?? 0
  }

  /// Keeps `photo`'s bytes, once whatever number of cards name it.
  func keep(_ photo: ContactPhoto?) throws {
    try keep(photo.map { [$0] } ?? [])
  }

  /// Keeps the bytes of `photos`, in one statement.
  func keep(_ photos: [ContactPhoto]) throws {
    try Self.keep(photos, in: session)
  }

  /// Keeps the bytes of `photos` in `session`'s book, in one statement.
  static func keep(_ photos: [ContactPhoto], in session: PostgresSession) throws {
    guard !photos.isEmpty else { return }
    try session.execute(
      """
      INSERT INTO photo (digest, type, data)
      SELECT * FROM unnest(\(photos.map(\.digest))::text[], \
      \(photos.map(\.type.rawValue))::text[], \(photos.map { ByteBuffer(bytes: $0.data) })::bytea[])
      ON CONFLICT (digest) DO NOTHING
      """)
  }

  /// Puts the contact `id` at `place` in the change begun; when it replaces a different contact
  /// in the list, that one is kept as a version replaced by `replacedBy`.
  func put(_ id: Int64, _ place: Place, replacedBy: ContactVersion.Change = .edit) throws {
    guard var change = open else { preconditionFailure("a write outside a change") }
    let old = try stored(id)
    if change.touched[id] == nil {
      change.touched[id] = change.touched.count
      let before = old.map { $0.place.isLive ? "L" : "T" }
      // Only a card found in the list is kept: undo and rewind put back, and name, only
      // contacts a change found there (`UndoStep`, `RewindTargets`); one it found in Recently
      // deleted is as absent to them as one it made.
      let listed = old?.place.isLive == true ? old : nil
      try session.execute(
        """
        INSERT INTO change_contact (change_id, contact_id, ord, before_place, before_card, \
        before_photo, stamp_before)
        VALUES (\(change.id), \(id), \(change.touched.count - 1), \(before), \
        \(listed?.place.card.json), \(listed?.place.card.photo?.digest), \(listed?.stamp))
        """)
      open = change
    }
    if case .live(let was)? = old?.place, case .live(let card) = place, was != card {
      try session.execute(
        """
        INSERT INTO version (contact_id, change_id, at, replaced_by, card, photo_digest)
        VALUES (\(id), \(change.id), \(change.at.timeIntervalSince1970), \
        \(replacedBy.rawValue), \(was.json), \(was.photo?.digest))
        """)
    }
    // A contact leaving the list takes a stamp of its own (its deletion, as a served book
    // tells it).
    if case .live(let was)? = old?.place, !place.isLive {
      stamp += 1
      try noteLeft(id, uid: was.uid)
    } else if let old, !old.place.isLive, place.isLive {
      try session.execute("DELETE FROM served_deletion WHERE contact_id = \(id)")
    }
    liveChange += (place.isLive ? 1 : 0) - (old?.place.isLive == true ? 1 : 0)
    let card = place.card
    var newStamp: Int64?
    var trashedAt: Double?
    switch place {
    case .live:
      if let sharedStamp {
        newStamp = sharedStamp
      } else {
        stamp += 1
        newStamp = stamp
      }
    case .trashed:
      if let old, !old.place.isLive, let kept = old.trashedAt {
        trashedAt = kept
      } else {
        trashedAt = change.at.timeIntervalSince1970
      }
    }
    let contact = card.contact(id: id)
    try session.execute(
      """
      INSERT INTO contact (id, uid, bare_uid, live, trashed_at, stamp, sort_key, search_text, \
      own_groups, birthday_key, photo_digest, card)
      VALUES (\(id), \(card.uid), \(GroupCard.bare(card.uid)), \(place.isLive), \(trashedAt), \
      \(newStamp), \(card.sortKey), \(SearchText.indexed(contact)), \(card.details.groups), \
      \(card.details.birthday.map(BirthdayWindow.key(of:))), \(card.photo?.digest), \(card.json))
      ON CONFLICT (id) DO UPDATE SET uid = excluded.uid, bare_uid = excluded.bare_uid,
        live = excluded.live, trashed_at = excluded.trashed_at, stamp = excluded.stamp,
        sort_key = excluded.sort_key, search_text = excluded.search_text,
        own_groups = excluded.own_groups, birthday_key = excluded.birthday_key,
        photo_digest = excluded.photo_digest, card = excluded.card
      """)
  }

  /// Adds the new contacts `cards` in the change begun, each with the one stamp taken
  /// (`shareOneStamp`): an import's additions, copied in (`COPY … FROM STDIN`) without waiting
  /// for PostgreSQL to write them: the returned write is waited for before the session's next
  /// statement.
  func add(_ cards: [(id: Int64, card: PostgresCard)]) throws -> PostgresPendingWrite? {
    guard var change = open, let sharedStamp else {
      preconditionFailure("an addition outside an import")
    }
    guard !cards.isEmpty else { return nil }
    // Each is in the list after the change, as `end` would write.
    var touched = PostgresCopyRows()
    var contacts = PostgresContactRows()
    for (id, card) in cards {
      change.touched[id] = change.touched.count
      touched.add(change.id)
      touched.add(id)
      touched.add(Int64(change.touched.count - 1))
      touched.add("L")
      touched.endRow()
      contacts.append(id, card, stamp: sharedStamp, trashedAt: nil)
    }
    open = change
    liveChange += cards.count
    return session.startCopies([
      ("change_contact", ["change_id", "contact_id", "ord", "after_place"], touched),
      contacts.copy,
    ])
  }

  /// `count` new contact ids, never given before, rising.
  func nextIDs(_ count: Int) throws -> [Int64] {
    try session.rows(
      """
      SELECT nextval('contact_id_seq') AS id FROM generate_series(1, \(count)) ORDER BY id
      """
    ).map { try $0.decode(Int64.self) }
  }

  /// Notes that the change begun (an undo or a restore) put back the contact `id` as it was
  /// at stamp `stamp`: a change before that still finds it unchanged since.
  func note(_ id: Int64, sameAs stamp: Int64?) throws {
    guard let change = open else { return }
    try session.execute(
      """
      UPDATE change_contact SET same_as = \(stamp)
      WHERE change_id = \(change.id) AND contact_id = \(id)
      """)
  }

  /// Takes one stamp for every contact the change begun writes from now on.
  func shareOneStamp() {
    stamp += 1
    sharedStamp = stamp
  }

  /// Every group card, in the order stored.
  func groupCards() throws -> [GroupCard] {
    try session.rows("SELECT card FROM group_card ORDER BY place").map {
      try GroupCard(json: try $0.decode(String.self))
    }
  }

  /// The group card `uid` now; nil when there is none.
  func groupCard(_ uid: String) throws -> GroupCard? {
    try session.value("SELECT card FROM group_card WHERE uid = \(uid)", as: String.self)
      .map(GroupCard.init(json:))
  }

  /// Stores `card` as the group card `uid` in its place (removes it when nil; a new one goes
  /// last) in the change begun, for an edit of the contact `contactID` when given.
  func putCard(_ card: GroupCard?, uid: String, for contactID: Int64? = nil) throws {
    guard var change = open else { preconditionFailure("a write outside a change") }
    let old = try groupCard(uid)
    if change.cards.insert(uid).inserted {
      try session.execute(
        """
        INSERT INTO change_card (change_id, uid, ord, before)
        VALUES (\(change.id), \(uid), \(change.cards.count - 1), \(old?.json))
        """)
    }
    if change.subject == nil { change.subject = contactID }
    open = change
    guard old != card else { return }
    stamp += 1
    guard let card else {
      // The name it was served at goes with it, at the stamp just taken.
      try session.execute(
        """
        INSERT INTO served_group_deletion (seq, place, uid, name)
        SELECT \(stamp), g.place, g.uid, s.name FROM group_card g
        LEFT JOIN served_group_card s ON s.uid = g.uid WHERE g.uid = \(uid)
        """)
      try session.execute("DELETE FROM group_card WHERE uid = \(uid)")
      return
    }
    if old == nil {
      try session.execute(
        """
        INSERT INTO group_card (uid, name, card, stamp)
        VALUES (\(uid), \(card.name), \(card.json), \(stamp))
        """)
    } else {
      try session.execute(
        """
        UPDATE group_card SET name = \(card.name), card = \(card.json), stamp = \(stamp)
        WHERE uid = \(uid)
        """)
      try session.execute("DELETE FROM group_member WHERE card_uid = \(uid)")
    }
    try session.execute(
      """
      INSERT INTO group_member (card_uid, name, member)
      SELECT \(uid), \(card.name), unnest(\(card.members.map(GroupCard.bare)))
      """)
  }

  /// Ends the change begun, named `name`, which changed `count` contacts: kept when it
  /// touched any contact or group card.
  func end(name: String, count: Int) throws {
    guard let change = open else { return }
    open = nil
    sharedStamp = nil
    try saveStamp()
    guard !change.touched.isEmpty || !change.cards.isEmpty else {
      try session.execute("DELETE FROM change WHERE id = \(change.id)")
      return
    }
    try session.execute(
      """
      WITH now AS (
        SELECT t.contact_id, (
          SELECT CASE WHEN c.live THEN 'L' ELSE 'T' END FROM contact c WHERE c.id = t.contact_id
        ) AS place
        FROM change_contact t WHERE t.change_id = \(change.id))
      UPDATE change_contact cc SET after_place = now.place FROM now
      WHERE cc.change_id = \(change.id) AND cc.contact_id = now.contact_id
        AND cc.after_place IS DISTINCT FROM now.place
      """)
    try session.execute(
      """
      UPDATE change_card cc SET after = (SELECT g.card FROM group_card g WHERE g.uid = cc.uid)
      WHERE cc.change_id = \(change.id)
      """)
    try session.execute(
      """
      UPDATE change SET name = \(name), count = \(count), end_stamp = \(stamp + 1),
        subject = \(change.subject)
      WHERE id = \(change.id)
      """)
  }

  /// Writes the highest stamp given and how many contacts the list holds.
  func saveStamp() throws {
    try session.execute(
      "UPDATE book SET stamp = \(stamp), live_count = live_count + \(liveChange)")
    liveChange = 0
  }

  /// Takes a stamp for the contact `id` with `uid` leaving the list for good (its deletion, as
  /// a served book tells it).
  func stampDeletion(of id: Int64, uid: String) throws {
    stamp += 1
    liveChange -= 1
    try noteLeft(id, uid: uid)
  }

  /// Notes that the contact `id` with `uid` left the list at the stamp just taken: the name it
  /// was served at went then.
  private func noteLeft(_ id: Int64, uid: String) throws {
    try session.execute(
      """
      INSERT INTO served_deletion (seq, contact_id, uid, name)
      VALUES (\(stamp), \(id), \(uid), (SELECT name FROM served_card WHERE contact_id = \(id)))
      """)
  }

  /// Deletes for good the deleted contacts, versions and changes past their keeping time.
  func purgeExpired() throws {
    let cutoff = now.timeIntervalSince1970 - Double(keepDays) * 86_400
    try session.execute(
      """
      WITH gone AS (
        DELETE FROM contact WHERE NOT live AND trashed_at < \(cutoff) RETURNING id)
      DELETE FROM version WHERE contact_id IN (SELECT id FROM gone)
      """)
    try session.execute("DELETE FROM version WHERE at < \(cutoff)")
    try session.execute("DELETE FROM change WHERE at < \(cutoff)")
  }

  /// Deletes the photos no contact, version or change names any more.
  func dropUnusedPhotos() throws {
    try session.execute(
      """
      DELETE FROM photo p WHERE NOT EXISTS (SELECT 1 FROM contact WHERE photo_digest = p.digest)
        AND NOT EXISTS (SELECT 1 FROM version WHERE photo_digest = p.digest)
        AND NOT EXISTS (SELECT 1 FROM change_contact WHERE before_photo = p.digest)
      """)
  }

  /// Sets how many days deleted contacts are kept.
  func setKeepDays(_ days: Int) throws {
    keepDays = days
    try session.execute("UPDATE book SET keep_days = \(days)")
  }
}

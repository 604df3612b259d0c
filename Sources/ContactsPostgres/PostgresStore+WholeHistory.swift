import ContactsDomain
import Foundation
import PostgresNIO

// The change log in a whole book (`WholeBook`): `change`, `change_contact` (with the versions
// it implies), `change_card` and `merged_uid`, read and written a batch at a time.
extension PostgresStore {
  static func readHistory(_ take: (BookPart) throws -> Void, in session: PostgresSession)
    throws
  {
    try BookPart.pages(from: Int64.min, take) { after in
      try session.rows(
        """
        SELECT id, kind, at, name, count, run_key, first_stamp, end_stamp, undone, subject
        FROM change WHERE end_stamp IS NOT NULL AND id > \(after) ORDER BY id
        LIMIT \(BookPart.batch)
        """
      ).map { row in
        let (id, kind, at, name, count, runKey, first, end, undone, subject) = try row.decode(
          (Int64, String, Double, String, Int, String?, Int64, Int64, Bool, Int64?).self)
        return (
          id,
          MovedChange(
            id: id, kind: kind, at: at, name: name, count: count, runKey: runKey,
            firstStamp: first, endStamp: end, undone: undone, subject: subject)
        )
      }
    } part: {
      .changes($0)
    }
    try BookPart.pages(from: (Int64.min, Int64.min), take) { after in
      try session.rows(
        """
        SELECT cc.change_id, cc.contact_id, cc.before_place, cc.after_place, cc.before_card,
          cc.stamp_before, cc.same_as, p.data
        FROM change_contact cc JOIN change ch ON ch.id = cc.change_id AND ch.end_stamp IS NOT NULL
        LEFT JOIN photo p ON p.digest = cc.before_photo
        WHERE (cc.change_id, cc.contact_id) > (\(after.0), \(after.1))
        ORDER BY cc.change_id, cc.contact_id LIMIT \(BookPart.batch)
        """
      ).map { row in
        let (change, id, before, left, json, stamp, sameAs, data) = try row.decode(
          (Int64, Int64, String?, String?, String?, Int64?, Int64?, Data?).self)
        return (
          (change, id),
          MovedChangedContact(
            change: change, contactID: id,
            found: .init(PostgresChangeLog.found(before: before, after: left)),
            before: try json.map {
              try Self.moved(
                id, try PostgresCard(json: $0), photoData: data, stamp: nil, trashedAt: nil)
            }, stampBefore: stamp, sameAs: sameAs)
        )
      }
    } part: {
      .changedContacts($0)
    }
    try BookPart.pages(from: (Int64.min, ""), take) { after in
      try session.rows(
        """
        SELECT cc.change_id, cc.uid, cc.before, cc.after FROM change_card cc
        JOIN change ch ON ch.id = cc.change_id AND ch.end_stamp IS NOT NULL
        WHERE (cc.change_id, cc.uid) > (\(after.0), \(after.1))
        ORDER BY cc.change_id, cc.uid LIMIT \(BookPart.batch)
        """
      ).map { row in
        let (change, uid, before, left) = try row.decode((Int64, String, String?, String?).self)
        return (
          (change, uid),
          MovedChangedGroupCard(
            change: change, uid: uid, before: try before.map(GroupCard.init(json:)),
            after: try left.map(GroupCard.init(json:)))
        )
      }
    } part: {
      .changedGroupCards($0)
    }
    try BookPart.pages(from: (Int64.min, ""), take) { after in
      try session.rows(
        """
        SELECT change_id, uid, kept_id FROM merged_uid
        WHERE (change_id, uid) > (\(after.0), \(after.1)) ORDER BY change_id, uid
        LIMIT \(BookPart.batch)
        """
      ).map { row in
        let (change, uid, kept) = try row.decode((Int64, String, Int64).self)
        return ((change, uid), MovedMergedUID(uid: uid, kept: kept, change: change))
      }
    } part: {
      .mergedUIDs($0)
    }
  }

  /// The place each change's next contact and group card take in the order it touched them
  /// (`ord`): a change's contacts come in the order of their ids, its cards of their uids, a
  /// batch after another. Counted here: a count of the rows written (a subquery a row) made
  /// a move quadratic in a change's size.
  final class TouchOrder {
    private var contacts: [Int64: Int] = [:]
    private var cards: [Int64: Int] = [:]

    func contact(of change: Int64) -> Int { next(change, in: &contacts) }
    func card(of change: Int64) -> Int { next(change, in: &cards) }

    private func next(_ change: Int64, in counts: inout [Int64: Int]) -> Int {
      let place = counts[change, default: 0]
      counts[change] = place + 1
      return place
    }
  }

  /// Writes a part of the change log, each batch in a statement or two.
  static func writeHistory(_ part: BookPart, order: TouchOrder, in session: PostgresSession)
    throws
  {
    switch part {
    case .changes(let changes):
      try insert(
        changes,
        into: """
          change (id, kind, at, name, count, run_key, first_stamp, end_stamp, undone, subject)
          """,
        as: """
          id int8, kind text, at float8, name text, count int4, run_key text, first_stamp int8,
          end_stamp int8, undone boolean, subject int8
          """, in: session)
    case .changedContacts(let touched):
      try PostgresJournal.keep(touched.compactMap(\.before?.contactPhoto), in: session)
      try insert(
        touched.map { ChangedContactRow($0, ord: order.contact(of: $0.change)) },
        into: """
          change_contact (change_id, contact_id, ord, before_place, before_card, before_photo,
            stamp_before, after_place, same_as)
          """,
        as: """
          change_id int8, contact_id int8, ord int4, before_place text, before_card text,
          before_photo text, stamp_before int8, after_place text, same_as int8
          """, in: session)
      try writeVersions(touched, in: session)
    case .changedGroupCards(let cards):
      try insert(
        cards.map { ChangedCardRow($0, ord: order.card(of: $0.change)) },
        into: "change_card (change_id, uid, ord, before, after)",
        as: "change_id int8, uid text, ord int4, before text, after text", in: session)
    case .mergedUIDs(let uids):
      try insert(
        uids, into: "merged_uid (uid, kept_id, change_id)",
        as: "uid text, kept int8, change int8", in: session)
    default:
      preconditionFailure("not a part of the change log")
    }
  }

  /// The earlier versions of contacts the `touched` imply: each contact a change found in the
  /// list and changed, replaced by that change's kind.
  private static func writeVersions(_ touched: [MovedChangedContact], in session: PostgresSession)
    throws
  {
    let listed = touched.filter { $0.found == .listed && $0.before != nil }
    guard !listed.isEmpty else { return }
    var changes: [Int64: (kind: String, at: Double)] = [:]
    for row in try session.rows(
      "SELECT id, kind, at FROM change WHERE id = ANY(\(Array(Set(listed.map(\.change)))))")
    {
      let (id, kind, at) = try row.decode((Int64, String, Double).self)
      changes[id] = (kind, at)
    }
    let versions = listed.compactMap { one -> VersionRow? in
      guard let change = changes[one.change],
        let replacedBy = ContactVersion.Change(changeKind: change.kind), let before = one.before
      else { return nil }
      let card = PostgresCard(before)
      return VersionRow(
        contactId: one.contactID, changeId: one.change, at: change.at,
        replacedBy: replacedBy.rawValue, card: card.json, photoDigest: card.photo?.digest)
    }
    try insert(
      versions, into: "version (contact_id, change_id, at, replaced_by, card, photo_digest)",
      as: """
        contact_id int8, change_id int8, at float8, replaced_by text, card text, photo_digest text
        """, in: session)
  }
}

/// A row of `change_contact` as a move writes it.
private struct ChangedContactRow: Encodable {
  let changeId: Int64
  let contactId: Int64
  let ord: Int
  let beforePlace: String?
  let beforeCard: String?
  let beforePhoto: String?
  let stampBefore: Int64?
  let afterPlace: String
  let sameAs: Int64?

  init(_ one: MovedChangedContact, ord: Int) {
    changeId = one.change
    contactId = one.contactID
    self.ord = ord
    let card = one.before.map(PostgresCard.init)
    beforeCard = card?.json
    beforePhoto = card?.photo?.digest
    stampBefore = one.stampBefore
    sameAs = one.sameAs
    switch one.found {
    case .absent: (beforePlace, afterPlace) = (nil, "L")
    case .listed: (beforePlace, afterPlace) = ("L", "L")
    case .trashedByIt: (beforePlace, afterPlace) = ("L", "T")
    }
  }
}

/// A row of `change_card` as a move writes it.
private struct ChangedCardRow: Encodable {
  let changeId: Int64
  let uid: String
  let ord: Int
  let before: String?
  let after: String?

  init(_ card: MovedChangedGroupCard, ord: Int) {
    changeId = card.change
    uid = card.uid
    self.ord = ord
    before = card.before?.json
    after = card.after?.json
  }
}

/// A row of `version` as a move writes it.
private struct VersionRow: Encodable {
  let contactId: Int64
  let changeId: Int64
  let at: Double
  let replacedBy: String
  let card: String
  let photoDigest: String?
}

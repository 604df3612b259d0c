import ContactsDomain
import Foundation
import GRDB

/// The change log in a whole book (`WholeBook`) on SQLite: `bookChange`, `contactVersion` and
/// `changeAdded`, `groupCardVersion` and `mergedUID` read into domain values a batch at a time,
/// and written back with the ids and stamps they had.
enum WholeBookHistory {
  static func read(_ take: (BookPart) throws -> Void, in db: Database) throws {
    try BookPart.pages(from: Int64.min, take) { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, kind, at, name, count, runKey, seqFrom, seqTo, undone, (
            SELECT contactId FROM groupCardVersion
            WHERE changeId = bookChange.id AND contactId IS NOT NULL ORDER BY uid LIMIT 1)
          FROM bookChange WHERE id > ? ORDER BY id LIMIT ?
          """, arguments: [after, BookPart.batch]
      ).map { row in
        let id: Int64 = row[0]
        let seqTo: Int64 = row[7]
        return (
          id,
          MovedChange(
            id: id, kind: row[1], at: row[2], name: row[3], count: row[4], runKey: row[5],
            firstStamp: row[6], endStamp: seqTo + 1, undone: row[8], subject: row[9])
        )
      }
    } part: {
      .changes($0)
    }
    let found: [String: MovedChangedContact.Found] = [
      "row": .listed, "added": .absent, "trashed": .trashedByIt,
    ]
    try BookPart.pages(from: (Int64.min, Int64.min), take) { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT changeId, contactId, state, seq, sameAs FROM contactVersion
          WHERE (changeId, contactId) > (?1, ?2)
          UNION ALL
          SELECT changeId, contactId, 'added', NULL, NULL FROM changeAdded a
          WHERE (changeId, contactId) > (?1, ?2) AND NOT EXISTS (
            SELECT 1 FROM contactVersion v
            WHERE v.changeId = a.changeId AND v.contactId = a.contactId)
          ORDER BY 1, 2 LIMIT ?3
          """, arguments: [after.0, after.1, BookPart.batch]
      ).map { row in
        let (change, id): (Int64, Int64) = (row[0], row[1])
        let state: String = row[2]
        return (
          (change, id),
          MovedChangedContact(
            change: change, contactID: id, found: found[state] ?? .listed,
            before: state == "added" ? nil : try image(of: id, foundBy: change, in: db),
            stampBefore: row[3], sameAs: row[4])
        )
      }
    } part: {
      .changedContacts($0)
    }
    try BookPart.pages(from: (Int64.min, ""), take) { after in
      // SQLite keeps only the text of the card a change left: the card whole is the one the
      // next change of it found, or the card now, with that text.
      try Row.fetchAll(
        db,
        sql: """
          SELECT v.changeId, v.uid, v.name, v.members, v.card, v.afterCard,
            n.name, n.members, n.card, g.name, g.members, g.card
          FROM groupCardVersion v
          LEFT JOIN groupCardVersion n ON n.uid = v.uid AND n.changeId = (
            SELECT min(changeId) FROM groupCardVersion WHERE uid = v.uid AND changeId > v.changeId)
          LEFT JOIN groupCard g ON g.uid = v.uid
          WHERE (v.changeId, v.uid) > (?, ?) ORDER BY v.changeId, v.uid LIMIT ?
          """, arguments: [after.0, after.1, BookPart.batch]
      ).map { row in
        let (change, uid): (Int64, String) = (row[0], row[1])
        let before = try card(uid, name: row[2], members: row[3], text: row[4])
        var left: GroupCard?
        if let text: String = row[5] {
          left =
            [
              try card(uid, name: row[6], members: row[7], text: row[8]),
              try card(uid, name: row[9], members: row[10], text: row[11]),
            ].compactMap { $0 }.first { $0.text == text }
            ?? GroupCard(
              uid: uid, name: before?.name ?? "", members: before?.members ?? [], text: text)
        }
        return (
          (change, uid),
          MovedChangedGroupCard(change: change, uid: uid, before: before, after: left)
        )
      }
    } part: {
      .changedGroupCards($0)
    }
    try BookPart.pages(from: (Int64.min, ""), take) { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT changeId, uid, contactId FROM mergedUID WHERE (changeId, uid) > (?, ?)
          ORDER BY changeId, uid LIMIT ?
          """, arguments: [after.0, after.1, BookPart.batch]
      ).map { row in
        let (change, uid): (Int64, String) = (row[0], row[1])
        return ((change, uid), MovedMergedUID(uid: uid, kept: row[2], change: change))
      }
    } part: {
      .mergedUIDs($0)
    }
  }

  /// What the changes written so far tell the rows written after them: each one's `subject`,
  /// for the group cards it wrote, and which add their contacts set-based (`addsApart`).
  final class Written {
    var subjects: [Int64: Contact.ID] = [:]
    var addingApart: Set<Int64> = []
  }

  /// The kinds of change whose new contacts SQLite keeps one `changeAdded` row each (the
  /// importer's: `ChangeLog.noteAdded`) rather than a version (`ChangeLog.keepAdded`).
  static let addsApart: Set<String> = [
    UndoableChange.Kind.importFile.rawValue, UndoableChange.Kind.sync.rawValue,
  ]

  /// Writes a part of the change log.
  static func write(_ part: BookPart, written: Written, in db: Database) throws {
    switch part {
    case .changes(let changes):
      for change in changes {
        try db.cachedStatement(
          sql: """
            INSERT INTO bookChange (id, kind, at, name, count, runKey, seqFrom, seqTo, undone)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          change.id, change.kind, change.at, change.name, change.count, change.runKey,
          change.firstStamp, change.endStamp - 1, change.undone,
        ])
        if let subject = change.subject { written.subjects[change.id] = subject }
        if addsApart.contains(change.kind) { written.addingApart.insert(change.id) }
      }
    case .changedContacts(let touched):
      let images = try snapshots(of: touched, in: db)
      for (index, one) in touched.enumerated() {
        if one.found == .absent, one.sameAs == nil, written.addingApart.contains(one.change) {
          try db.cachedStatement(
            sql: "INSERT INTO changeAdded (changeId, contactId) VALUES (?, ?)"
          ).execute(arguments: [one.change, one.contactID])
        } else {
          try write(one, image: images[index], in: db)
        }
      }
    case .changedGroupCards(let cards):
      for version in cards {
        try db.cachedStatement(
          sql: """
            INSERT INTO groupCardVersion (changeId, uid, name, members, card, afterCard, contactId)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          version.change, version.uid, version.before?.name,
          try version.before.map {
            String(decoding: try JSONEncoder().encode($0.members), as: UTF8.self)
          },
          version.before?.text, version.after?.text, written.subjects[version.change],
        ])
      }
    case .mergedUIDs(let uids):
      for merged in uids {
        try db.cachedStatement(
          sql: "INSERT INTO mergedUID (uid, contactId, changeId) VALUES (?, ?, ?)"
        ).execute(arguments: [merged.uid, merged.kept, merged.change])
      }
    default:
      preconditionFailure("not a part of the change log")
    }
  }

  // MARK: - Private

  /// The contact `id` as the change `change` found it, whole (its photo then, from a later
  /// version or as it is now when that change kept none); nil when nothing of it is kept.
  private static func image(of id: Contact.ID, foundBy change: Int64, in db: Database) throws
    -> MovedContact?
  {
    guard let version = try KeptVersion.one(id, change: change, in: db)?.whole(in: db),
      let image = version.image, let contact = try version.contact(in: db),
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT json_extract(?1, '$.uid'), json_extract(?1, '$.fileUID'),
            coalesce(json_extract(?1, '$.extras'), '')
          """, arguments: [image.row])
    else { return nil }
    let photo =
      version.photoKept
      ? version.photo
      : try PhotoQueries.photos(of: [id], in: db)[id] ?? deletedPhoto(of: id, in: db)
    return MovedContact(
      contact, uid: row[0] ?? "", fileUID: row[1], extras: row[2], photo: photo, stamp: nil,
      trashedAt: nil)
  }

  private static func deletedPhoto(of id: Contact.ID, in db: Database) throws -> ContactPhoto? {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT type, digest, bytes FROM deletedPhoto WHERE contactId = ?",
        arguments: [id]),
      let type = (row[0] as String?).flatMap(ImageType.init(rawValue:))
    else { return nil }
    return ContactPhoto(data: row[2], type: type, digest: row[1])
  }

  private static func card(_ uid: String, name: String?, members: String?, text: String?) throws
    -> GroupCard?
  {
    guard let name, let members, let text else { return nil }
    return try GroupQueries.card(
      Row(["uid": uid, "name": name, "members": members, "card": text]))
  }

  /// Writes what the change `one.change` kept of the contact it touched, with its row as
  /// SQLite snapshots it (`image`: nil when none is kept).
  private static func write(
    _ one: MovedChangedContact, image: (row: String, values: String)?, in db: Database
  ) throws {
    let state: String
    switch one.found {
    case .absent: state = "added"
    case .listed: state = "row"
    case .trashedByIt: state = "trashed"
    }
    let photo = one.before?.contactPhoto
    try db.cachedStatement(
      sql: """
        INSERT INTO contactVersion (changeId, contactId, state, seq, sameAs, contact,
          contactValues, photoKept, photoType, photoDigest, photoBytes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(arguments: [
      one.change, one.contactID, state, one.stampBefore, one.sameAs, image?.row, image?.values,
      image != nil, photo?.type.rawValue, photo?.digest, photo?.data,
    ])
  }

  /// The rows (by their place in `touched`) SQLite keeps of the contacts as the changes found
  /// them, as `RowSnapshot.contact` reads them, with their ids, uids and stamps then: each
  /// found in the list, or moved to Recently deleted and no longer there (Recently deleted
  /// keeps the others). Made by writing the contacts under ids and uids of their own in one
  /// savepoint, rolled back (a rollback each would prepare every statement again).
  private static func snapshots(of touched: [MovedChangedContact], in db: Database) throws
    -> [Int: (row: String, values: String)]
  {
    var wanted: [(index: Int, one: MovedChangedContact, before: MovedContact)] = []
    for (index, one) in touched.enumerated() {
      guard let before = one.before else { continue }
      let trashed =
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM deletedContact WHERE id = ?)",
          arguments: [one.contactID]) ?? false
      if one.found == .listed || !trashed { wanted.append((index, one, before)) }
    }
    var made: [Int: (row: String, values: String)] = [:]
    try db.inSavepoint {
      for (index, one, before) in wanted {
        let scratch = -Int64(index) - 1
        try WholeBookQueries.insertRow(
          before, id: scratch, uid: "urn:contacts:a-version-moving:\(index)",
          stamp: one.stampBefore ?? 0, in: db)
        made[index] = try RowSnapshot.contact(scratch, in: db)
      }
      return .rollback
    }
    var images: [Int: (row: String, values: String)] = [:]
    for (index, one, before) in wanted {
      guard let image = made[index],
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT json_set(?1, '$.id', ?3, '$.uid', ?4),
              (SELECT json_group_array(json_set(item.value, '$.contactId', ?3))
               FROM json_each(?2) AS item)
            """, arguments: [image.row, image.values, one.contactID, before.uid])
      else {
        throw ContactStoreError.failed("a version of contact \(one.contactID) could not be made")
      }
      images[index] = (row[0], row[1])
    }
    return images
  }
}

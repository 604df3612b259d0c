import ContactsDomain
import Foundation
import GRDB

// The whole book as domain values (`WholeBook`): what `contacts migrate` reads and writes.
extension ContactDatabase: WholeBook {
  public func readBook(_ take: @escaping @Sendable (BookPart) throws -> Void) async throws {
    try await read { db in try WholeBookQueries.read(take, in: db) }
  }

  public func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await writeAsIs { db in
      guard try WholeBookQueries.holdsNothing(db) else { return false }
      try WholeBookQueries.write(next, in: db)
      return true
    }
  }

  public func writeHistory(_ next: @escaping @Sendable () throws -> BookPart?) async throws
    -> Bool
  {
    try await writeAsIs { db in
      guard case .settings(let settings)? = try next(),
        try WholeBookQueries.settings(in: db) == settings,
        try WholeBookQueries.holdsNoHistory(db)
      else { return false }
      let written = WholeBookHistory.Written()
      while let part = try next() { try WholeBookHistory.write(part, written: written, in: db) }
      return true
    }
  }
}

/// The SQL behind `WholeBook` on SQLite: each table read into domain values a batch at a time,
/// in the order PostgreSQL's store reads its own, and written back with the ids, places and
/// stamps it had.
enum WholeBookQueries {
  static func read(_ take: (BookPart) throws -> Void, in db: Database) throws {
    try take(.settings(try settings(in: db)))
    try BookPart.pages(from: Int64.min, take) { after in
      // A page in three statements: the rows, their phones and emails, their photos.
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT id, firstName, lastName, sortKey, organization, note, details, uid, fileUID,
            extras, changeSeq
          FROM contact WHERE id > ? ORDER BY id LIMIT ?
          """, arguments: [after, BookPart.batch])
      let contacts = try ContactQueries.withValues(
        of: try rows.map(ContactRecord.init(row:)), in: db)
      let photos = try PhotoQueries.photos(of: contacts.map(\.id), in: db)
      return zip(rows, contacts).map { row, contact in
        (
          contact.id,
          MovedContact(
            contact, uid: row["uid"] ?? "", fileUID: row["fileUID"], extras: row["extras"],
            photo: photos[contact.id], stamp: row["changeSeq"], trashedAt: nil)
        )
      }
    } part: {
      .contacts($0)
    }
    try BookPart.pages(from: Int64.min, take) { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, uid, deletedAt,
            coalesce(json_extract(contact, '$.firstName'), '') AS firstName,
            coalesce(json_extract(contact, '$.lastName'), '') AS lastName,
            coalesce(json_extract(contact, '$.organization'), '') AS organization,
            coalesce(json_extract(contact, '$.note'), '') AS note,
            coalesce(json_extract(contact, '$.details'), '') AS details,
            json_extract(contact, '$.fileUID') AS fileUID,
            coalesce(json_extract(contact, '$.extras'), '') AS extras,
            p.type, p.digest, p.bytes
          FROM deletedContact LEFT JOIN deletedPhoto p ON p.contactId = deletedContact.id
          WHERE id > ? ORDER BY id LIMIT ?
          """, arguments: [after, BookPart.batch]
      ).map { row in
        let id: Int64 = row["id"]
        let values = try ContactValueRecord.fetchAll(
          db,
          sql: """
            SELECT json_extract(item.value, '$.contactId'), json_extract(item.value, '$.kind'),
              json_extract(item.value, '$.position'), json_extract(item.value, '$.label'),
              json_extract(item.value, '$.value')
            FROM deletedContact, json_each(deletedContact.contactValues) AS item
            WHERE deletedContact.id = ?
            ORDER BY json_extract(item.value, '$.kind'), json_extract(item.value, '$.position')
            """, arguments: [id])
        let contact = Contact(
          id: id, firstName: row["firstName"], lastName: row["lastName"],
          phones: values.filter { $0.kind == .phone }.map(\.labeledValue),
          emails: values.filter { $0.kind == .email }.map(\.labeledValue),
          organization: row["organization"], note: row["note"],
          details: try DetailsColumn.decoded(row["details"], contact: id))
        let photo = (row["type"] as String?).flatMap(ImageType.init(rawValue:)).map {
          ContactPhoto(data: row["bytes"], type: $0, digest: row["digest"])
        }
        return (
          id,
          MovedContact(
            contact, uid: row["uid"] ?? "", fileUID: row["fileUID"], extras: row["extras"],
            photo: photo, stamp: nil, trashedAt: row["deletedAt"])
        )
      }
    } part: {
      .contacts($0)
    }
    try BookPart.pages(from: Int64.min, take) { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT rowid, uid, name, members, card, changeSeq FROM groupCard WHERE rowid > ?
          ORDER BY rowid LIMIT ?
          """, arguments: [after, BookPart.batch]
      ).map { row in
        let place: Int64 = row["rowid"]
        return (
          place,
          MovedGroupCard(place: place, card: try GroupQueries.card(row), stamp: row["changeSeq"])
        )
      }
    } part: {
      .groupCards($0)
    }
    try take(
      .accounts(
        try Row.fetchAll(
          db,
          sql: """
            SELECT name, passwordHash, createdAt, ownsServedBook FROM account
            ORDER BY createdAt, rowid
            """
        ).map { row in
          MovedAccount(
            name: row["name"], passwordHash: row["passwordHash"], createdAt: row["createdAt"],
            ownsServedBook: row["ownsServedBook"])
        }))
    try take(
      .syncAccounts(
        try Row.fetchAll(db, sql: "SELECT * FROM syncAccount ORDER BY name").map { row in
          MovedSyncAccount(
            SyncAccount(
              name: row["name"], url: row["url"], username: row["username"],
              passwordCommand: row["passwordCommand"], addressBookURL: row["addressBookURL"],
              syncToken: row["syncToken"], readOnlyNoticeGiven: row["readOnlyNoticeGiven"],
              timeoutSeconds: row["timeoutSeconds"], seenSeq: row["seenSeq"]),
            epoch: row["epoch"])
        }))
    try pages(of: "syncRecord", by: ("account", "href"), in: db, take) { row in
      MovedSyncRecord(
        account: row["account"],
        entry: LedgerEntry(
          href: row["href"], uid: row["uid"], etag: row["etag"], localDigest: row["localDigest"],
          serverDigest: row["serverDigest"], agreed: row["agreed"], skipReason: row["skipReason"]))
    } part: {
      .syncRecords($0)
    }
    try pages(of: "syncConflict", by: "id", in: db, take) { row in
      SyncConflict(
        id: row["id"], account: row["account"], uid: row["uid"], contactName: row["contactName"],
        field: row["field"], mine: row["mine"], server: row["server"])
    } part: {
      .syncConflicts($0)
    }
    try pages(of: "plainResource", by: ("owner", "path"), in: db, take) { row in
      MovedPlainResource(
        owner: row["owner"], path: row["path"], parent: row["parent"],
        isCollection: row["isCollection"], contentType: row["contentType"], body: row["body"],
        length: row["length"], etag: row["etag"], modified: row["modified"])
    } part: {
      .plainFiles($0)
    }
    try pages(of: "servedCard", by: "contactId", in: db, take) { row in
      MovedServedCard(
        contactID: row["contactId"], name: row["name"], body: row["body"],
        bodyStamp: row["bodySeq"])
    } part: {
      .servedCards($0)
    }
    try pages(of: "servedDeletion", by: "seq", in: db, take) { row in
      MovedServedDeletion(
        stamp: row["seq"], contactID: row["contactId"], uid: row["uid"] ?? "", name: row["name"])
    } part: {
      .servedDeletions($0)
    }
    try take(
      .servedGroupCards(
        try Row.fetchAll(db, sql: "SELECT uid, name FROM servedGroupCard ORDER BY uid").map {
          MovedServedGroupCard(uid: $0["uid"], name: $0["name"])
        }))
    try take(
      .servedGroupDeletions(
        try Row.fetchAll(db, sql: "SELECT * FROM servedGroupDeletion ORDER BY seq").map { row in
          MovedServedGroupDeletion(
            stamp: row["seq"], place: row["place"], uid: row["uid"], name: row["name"])
        }))
    try WholeBookHistory.read(take, in: db)
  }

  /// Every row of `table` in the order of its integer column `key`, a batch at a time, each
  /// made an item by `item`.
  private static func pages<Item>(
    of table: String, by key: String, in db: Database, _ take: (BookPart) throws -> Void,
    item: (Row) throws -> Item, part: ([Item]) -> BookPart
  ) throws {
    let page: (Int64) throws -> [(Int64, Item)] = { after in
      try Row.fetchAll(
        db, sql: "SELECT * FROM \(table) WHERE \(key) > ? ORDER BY \(key) LIMIT ?",
        arguments: [after, BookPart.batch]
      ).map { row in (row[key], try item(row)) }
    }
    try BookPart.pages(from: Int64.min, take, page, part: part)
  }

  /// Every row of `table` in the order of its text columns `keys`, a batch at a time, each made
  /// an item by `item`.
  private static func pages<Item>(
    of table: String, by keys: (String, String), in db: Database,
    _ take: (BookPart) throws -> Void, item: (Row) throws -> Item, part: ([Item]) -> BookPart
  ) throws {
    let page: ((String, String)) throws -> [((String, String), Item)] = { after in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM \(table) WHERE (\(keys.0), \(keys.1)) > (?, ?)
          ORDER BY \(keys.0), \(keys.1) LIMIT ?
          """, arguments: [after.0, after.1, BookPart.batch]
      ).map { row in ((row[keys.0], row[keys.1]), try item(row)) }
    }
    try BookPart.pages(from: ("", ""), take, page, part: part)
  }

  /// Whether the book holds nothing a move would write: no contact, card, account, record,
  /// file, served state or history.
  static func holdsNothing(_ db: Database) throws -> Bool {
    let tables = [
      "contact", "deletedContact", "groupCard", "account", "syncAccount", "plainResource",
      "servedCard", "servedDeletion", "servedGroupCard", "servedGroupDeletion", "bookChange",
      "contactVersion", "mergedUID",
    ]
    let any = tables.map { "SELECT 1 FROM \($0)" }.joined(separator: " UNION ALL ")
    return try Row.fetchOne(db, sql: "SELECT 1 FROM (\(any)) LIMIT 1") == nil
  }

  /// Whether the book keeps no change, version or merged uid.
  static func holdsNoHistory(_ db: Database) throws -> Bool {
    let tables = ["bookChange", "contactVersion", "changeAdded", "groupCardVersion", "mergedUID"]
    let any = tables.map { "SELECT 1 FROM \($0)" }.joined(separator: " UNION ALL ")
    return try Row.fetchOne(db, sql: "SELECT 1 FROM (\(any)) LIMIT 1") == nil
  }

  static func write(_ next: () throws -> BookPart?, in db: Database) throws {
    var stamp: Int64 = 0
    // The stamps are the book's: no trigger gives one while contacts are written. Placing them
    // in the list once they all are (which numbers the whole list) stamps nothing.
    var writingContacts = false
    let written = WholeBookHistory.Written()
    func endContacts() throws {
      guard writingContacts else { return }
      writingContacts = false
      try db.execute(sql: ChangeSchema.triggers)
      try ListPositions.place(in: db)
    }
    while let part = try next() {
      if case .contacts = part {} else { try endContacts() }
      switch part {
      case .settings(let settings):
        stamp = settings.stamp
        try db.execute(sql: "DELETE FROM historyStart")
        if let began = settings.historyBegan {
          try db.execute(sql: "INSERT INTO historyStart VALUES (?)", arguments: [began])
        }
        try db.execute(
          sql: """
            UPDATE trashSetting SET keepDays = ?;
            UPDATE bookEpoch SET id = ?, startedAt = ?;
            UPDATE servedBook SET forgottenSeq = ?, displayName = ?;
            """,
          arguments: [
            settings.keepDays, settings.epoch, settings.epochBegan, settings.forgotten,
            settings.servedName,
          ])
      case .contacts(let contacts):
        if !writingContacts {
          writingContacts = true
          try db.execute(sql: ChangeSchema.droppedTriggers)
        }
        for moved in contacts { try insert(moved, in: db) }
      case .groupCards(let cards):
        for moved in cards {
          try GroupQueries.store(moved.card, in: db)
          try db.execute(
            sql: "UPDATE groupCard SET rowid = ?, changeSeq = ? WHERE uid = ?",
            arguments: [moved.place, moved.stamp, moved.card.uid])
        }
      case .accounts(let accounts):
        for account in accounts {
          try db.execute(
            sql: """
              INSERT INTO account (name, passwordHash, createdAt, ownsServedBook)
              VALUES (?, ?, ?, ?)
              """,
            arguments: [
              account.name, account.passwordHash, account.createdAt, account.ownsServedBook,
            ])
        }
      case .syncAccounts(let accounts):
        for (account, epoch) in accounts.map({ ($0.account, $0.epoch) }) {
          try db.execute(
            sql: """
              INSERT INTO syncAccount (name, url, username, passwordCommand, addressBookURL,
                syncToken, readOnlyNoticeGiven, timeoutSeconds, seenSeq, epoch)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              account.name, account.url, account.username, account.passwordCommand,
              account.addressBookURL, account.syncToken, account.readOnlyNoticeGiven,
              account.timeoutSeconds, account.seenSeq, epoch,
            ])
        }
      case .syncRecords(let records):
        for (account, record) in records.map({ ($0.account, $0.entry) }) {
          try db.execute(
            sql: """
              INSERT INTO syncRecord (account, href, uid, etag, localDigest, serverDigest, agreed,
                skipReason)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              account, record.href, record.uid, record.etag, record.localDigest,
              record.serverDigest, record.agreed, record.skipReason,
            ])
        }
      case .syncConflicts(let conflicts):
        for conflict in conflicts {
          try db.execute(
            sql: """
              INSERT INTO syncConflict (id, account, uid, contactName, field, mine, server)
              VALUES (?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              conflict.id, conflict.account, conflict.uid, conflict.contactName, conflict.field,
              conflict.mine, conflict.server,
            ])
        }
      case .plainFiles(let resources):
        for resource in resources {
          try db.execute(
            sql: """
              INSERT INTO plainResource (owner, path, parent, isCollection, contentType, body,
                length, etag, modified)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              resource.owner, resource.path, resource.parent, resource.isCollection,
              resource.contentType, resource.body, resource.length, resource.etag,
              resource.modified,
            ])
        }
      case .servedCards(let cards):
        for card in cards {
          try db.execute(
            sql: "INSERT INTO servedCard (contactId, name, body, bodySeq) VALUES (?, ?, ?, ?)",
            arguments: [card.contactID, card.name, card.body, card.bodyStamp])
        }
      case .servedDeletions(let deletions):
        for deletion in deletions {
          try db.execute(
            sql: "INSERT INTO servedDeletion (seq, contactId, uid, name) VALUES (?, ?, ?, ?)",
            arguments: [deletion.stamp, deletion.contactID, deletion.uid, deletion.name])
        }
      case .servedGroupCards(let cards):
        for card in cards {
          try db.execute(
            sql: "INSERT INTO servedGroupCard (uid, name) VALUES (?, ?)",
            arguments: [card.uid, card.name])
        }
      case .servedGroupDeletions(let deletions):
        for deletion in deletions {
          try db.execute(
            sql: "INSERT INTO servedGroupDeletion (seq, place, uid, name) VALUES (?, ?, ?, ?)",
            arguments: [deletion.stamp, deletion.place, deletion.uid, deletion.name])
        }
      case .changes, .changedContacts, .changedGroupCards, .mergedUIDs:
        try WholeBookHistory.write(part, written: written, in: db)
      }
    }
    try endContacts()
    try db.execute(sql: "UPDATE changeCounter SET value = ?", arguments: [stamp])
  }

  /// Inserts `moved` with its id, uid, stamp and photo; one from Recently deleted is put there
  /// at the time it was deleted, with no trace in the served book's deletions (the book's own
  /// come with it).
  private static func insert(_ moved: MovedContact, in db: Database) throws {
    // Recently deleted may hold a contact with the uid of one in the list, which `contact`
    // holds once: it passes through the list under a uid of its own.
    try insertRow(
      moved, id: moved.id,
      uid: moved.trashedAt == nil ? moved.uid : "\(moved.uid) (moving \(moved.id))",
      stamp: moved.stamp ?? 0, in: db)
    guard let trashedAt = moved.trashedAt else { return }
    _ = try TrashQueries.moveToTrash(
      [moved.id], at: Date(timeIntervalSince1970: trashedAt), in: db)
    try db.execute(
      sql:
        "UPDATE deletedContact SET uid = ?1, contact = json_set(contact, '$.uid', ?1) WHERE id = ?2",
      arguments: [moved.uid, moved.id])
    try db.execute(
      sql: "DELETE FROM servedDeletion WHERE contactId = ?", arguments: [moved.id])
  }

  /// Inserts `moved` in the list as the contact `id` with `uid` and the stamp `stamp`, with its
  /// phones, emails and photo.
  static func insertRow(
    _ moved: MovedContact, id: Int64, uid: String, stamp: Int64, in db: Database
  ) throws {
    let contact = moved.contact
    var record = ContactRecord(contact)
    record.id = id
    record.uid = uid
    record.extras = moved.extras
    try record.insert(db)
    // Statements prepared once per connection, reused for every contact.
    try db.cachedStatement(sql: "UPDATE contact SET fileUID = ?, changeSeq = ? WHERE id = ?")
      .execute(arguments: [moved.fileUID, stamp, id])
    let values =
      contact.phones.enumerated().map { (ContactValueRecord.Kind.phone, $0, $1) }
      + contact.emails.enumerated().map { (ContactValueRecord.Kind.email, $0, $1) }
    let insertValue = try db.cachedStatement(
      sql:
        "INSERT INTO contactValue (contactId, kind, position, label, value) VALUES (?, ?, ?, ?, ?)"
    )
    for (kind, position, value) in values {
      try insertValue.execute(
        arguments: [id, kind.rawValue, position, value.label, value.value])
    }
    if let photo = moved.contactPhoto {
      try db.cachedStatement(
        sql: """
          INSERT INTO contactPhoto (contactId, type, byteCount, digest, bytes)
          VALUES (?, ?, ?, ?, ?)
          """
      ).execute(
        arguments: [id, photo.type.rawValue, photo.data.count, photo.digest, photo.data])
    }
  }

  static func settings(in db: Database) throws -> BookSettings {
    let epoch = try Row.fetchOne(db, sql: "SELECT id, startedAt FROM bookEpoch")
    let served = try Row.fetchOne(db, sql: "SELECT forgottenSeq, displayName FROM servedBook")
    return BookSettings(
      historyBegan: try Double.fetchOne(db, sql: "SELECT at FROM historyStart"),
      keepDays: try TrashQueries.keepDays(in: db),
      stamp: try Int64.fetchOne(db, sql: "SELECT value FROM changeCounter") ?? 0,
      epoch: epoch?["id"] ?? "", epochBegan: epoch?["startedAt"] ?? "",
      forgotten: served?["forgottenSeq"] ?? 0, servedName: served?["displayName"])
  }
}

extension ContactRecord {
  /// The row of a contact moved in whole (`WholeBook`), with its id, its sort key made afresh.
  init(_ contact: Contact) {
    id = contact.id
    firstName = contact.firstName
    lastName = contact.lastName
    sortKey = contact.freshSortKey.rawValue
    organization = contact.organization
    note = contact.note
    details = contact.details
    searchText = SearchText.indexed(contact)
  }
}

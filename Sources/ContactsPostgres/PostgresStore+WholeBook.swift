import ContactsDomain
import Foundation
import PostgresNIO

// The whole book as domain values (`WholeBook`): what `contacts migrate` reads and writes.
extension PostgresStore: WholeBook {
  public func readBook(_ take: @escaping @Sendable (BookPart) throws -> Void) async throws {
    try await read { session in
      try take(.settings(try Self.settings(in: session)))
      for live in [true, false] {
        try BookPart.pages(from: Int64.min, take) { after in
          try session.rows(
            """
            SELECT c.id, c.trashed_at, c.stamp, c.card, p.data FROM contact c
            LEFT JOIN photo p ON p.digest = c.photo_digest
            WHERE c.live = \(live) AND c.id > \(after) ORDER BY c.id LIMIT \(BookPart.batch)
            """
          ).map { row in
            let (id, trashedAt, stamp, json, data) = try row.decode(
              (Int64, Double?, Int64?, String, Data?).self)
            return (
              id,
              try Self.moved(
                id, try PostgresCard(json: json), photoData: data, stamp: live ? stamp : nil,
                trashedAt: trashedAt)
            )
          }
        } part: {
          .contacts($0)
        }
      }
      try BookPart.pages(from: Int64.min, take) { after in
        try session.rows(
          """
          SELECT place, card, stamp FROM group_card WHERE place > \(after) ORDER BY place
          LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (place, json, stamp) = try row.decode((Int64, String, Int64).self)
          return (
            place, MovedGroupCard(place: place, card: try GroupCard(json: json), stamp: stamp)
          )
        }
      } part: {
        .groupCards($0)
      }
      try take(
        .accounts(
          try session.rows(
            """
            SELECT name, password_hash, created_at, owns_served_book FROM account
            ORDER BY created_at, added
            """
          ).map { row in
            let (name, hash, created, owns) = try row.decode((String, String, Double, Bool).self)
            return MovedAccount(
              name: name, passwordHash: hash, createdAt: created, ownsServedBook: owns)
          }))
      try take(.syncAccounts(try PostgresLedger.keptAccounts(in: session)))
      try BookPart.pages(from: ("", ""), take) { after in
        try session.rows(
          """
          SELECT account, href, uid, etag, local_digest, server_digest, agreed, skip_reason
          FROM sync_record WHERE (account, href) > (\(after.0), \(after.1))
          ORDER BY account, href LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (account, href, uid, etag, local, server, agreed, skip) = try row.decode(
            (String, String, String, String?, String, String, String, String?).self)
          return (
            (account, href),
            MovedSyncRecord(
              account: account,
              entry: LedgerEntry(
                href: href, uid: uid, etag: etag, localDigest: local, serverDigest: server,
                agreed: agreed, skipReason: skip))
          )
        }
      } part: {
        .syncRecords($0)
      }
      try BookPart.pages(from: Int64.min, take) { after in
        try session.rows(
          """
          SELECT id, account, uid, contact_name, field, mine, server FROM sync_conflict
          WHERE id > \(after) ORDER BY id LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (id, account, uid, name, field, mine, server) = try row.decode(
            (Int64, String, String, String, String, String, String).self)
          return (
            id,
            SyncConflict(
              id: id, account: account, uid: uid, contactName: name, field: field, mine: mine,
              server: server)
          )
        }
      } part: {
        .syncConflicts($0)
      }
      try BookPart.pages(from: ("", ""), take) { after in
        try session.rows(
          """
          SELECT owner, path, parent, is_collection, content_type, body, length, etag, modified
          FROM plain_resource WHERE (owner, path) > (\(after.0), \(after.1))
          ORDER BY owner, path LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (owner, path, parent, collection, type, body, length, etag, modified) =
            try row.decode(
              (String, String, String, Bool, String?, Data?, Int64, String?, Double).self)
          return (
            (owner, path),
            MovedPlainResource(
              owner: owner, path: path, parent: parent, isCollection: collection,
              contentType: type, body: body, length: length, etag: etag, modified: modified)
          )
        }
      } part: {
        .plainFiles($0)
      }
      try BookPart.pages(from: Int64.min, take) { after in
        try session.rows(
          """
          SELECT contact_id, name, body, body_stamp FROM served_card WHERE contact_id > \(after)
          ORDER BY contact_id LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (id, name, body, stamp) = try row.decode((Int64, String, Data, Int64).self)
          return (id, MovedServedCard(contactID: id, name: name, body: body, bodyStamp: stamp))
        }
      } part: {
        .servedCards($0)
      }
      try BookPart.pages(from: Int64.min, take) { after in
        try session.rows(
          """
          SELECT seq, contact_id, uid, name FROM served_deletion WHERE seq > \(after)
          ORDER BY seq LIMIT \(BookPart.batch)
          """
        ).map { row in
          let (seq, id, uid, name) = try row.decode((Int64, Int64, String, String?).self)
          return (seq, MovedServedDeletion(stamp: seq, contactID: id, uid: uid, name: name))
        }
      } part: {
        .servedDeletions($0)
      }
      try take(
        .servedGroupCards(
          try session.rows("SELECT uid, name FROM served_group_card ORDER BY uid").map { row in
            let (uid, name) = try row.decode((String, String).self)
            return MovedServedGroupCard(uid: uid, name: name)
          }))
      try take(
        .servedGroupDeletions(
          try session.rows(
            "SELECT seq, place, uid, name FROM served_group_deletion ORDER BY seq"
          ).map { row in
            let (seq, place, uid, name) = try row.decode((Int64, Int64, String, String?).self)
            return MovedServedGroupDeletion(stamp: seq, place: place, uid: uid, name: name)
          }))
      try Self.readHistory(take, in: session)
    }
  }

  public func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await write { session in
      guard try Self.holdsNothing(session) else { return false }
      let order = TouchOrder()
      while let part = try next() { try Self.write(part, order: order, in: session) }
      // What the rows written imply: the list's count, and ids and places never given again.
      try session.execute("UPDATE book SET live_count = (SELECT count(*) FROM contact WHERE live)")
      try Self.goOn(
        after: [
          ("contact_id_seq", "id", "contact"), ("group_card_place_seq", "place", "group_card"),
          ("sync_conflict_id_seq", "id", "sync_conflict"),
        ] + Self.historySequences, in: session)
      return true
    }
  }

  public func writeHistory(_ next: @escaping @Sendable () throws -> BookPart?) async throws
    -> Bool
  {
    try await write { session in
      guard case .settings(let settings)? = try next(),
        try Self.settings(in: session) == settings, try Self.holdsNoHistory(session)
      else { return false }
      let order = TouchOrder()
      while let part = try next() { try Self.writeHistory(part, order: order, in: session) }
      try Self.goOn(after: Self.historySequences, in: session)
      return true
    }
  }

  /// The contact `id` kept as `card`, with its photo's bytes (`photoData`), as a move carries
  /// it: in the list at `stamp`, in Recently deleted since `trashedAt`, or as a change found it
  /// (both nil).
  static func moved(
    _ id: Contact.ID, _ card: PostgresCard, photoData: Data?, stamp: Int64?, trashedAt: Double?
  ) throws -> MovedContact {
    let kept = try export(id, card, photoData)
    return MovedContact(
      kept.contact, uid: kept.uid, fileUID: kept.fileUID, extras: kept.extras, photo: kept.photo,
      stamp: stamp, trashedAt: trashedAt)
  }

  // MARK: - Private

  private static func settings(in session: PostgresSession) throws -> BookSettings {
    guard
      let row = try session.rows(
        """
        SELECT born, keep_days, stamp, epoch, epoch_began, forgotten, served_name FROM book
        """
      ).first
    else { throw ContactStoreError.failed("the book's row is missing") }
    let (born, keep, stamp, epoch, began, forgotten, name) = try row.decode(
      (Double?, Int, Int64, String, String, Int64, String?).self)
    return BookSettings(
      historyBegan: born, keepDays: keep, stamp: stamp, epoch: epoch, epochBegan: began,
      forgotten: forgotten, servedName: name)
  }

  /// Whether the book holds nothing a move would write: no contact, card, account, record,
  /// file, served state or history.
  private static func holdsNothing(_ session: PostgresSession) throws -> Bool {
    let tables = [
      "contact", "group_card", "account", "sync_account", "plain_resource", "served_card",
      "served_deletion", "served_group_card", "served_group_deletion", "change", "version",
      "merged_uid",
    ]
    let any = tables.map { "SELECT 1 FROM \($0)" }.joined(separator: " UNION ALL ")
    return try session.rows("SELECT 1 FROM (\(unescaped: any)) AS kept LIMIT 1").isEmpty
  }

  /// Whether the book keeps no change, version or merged uid.
  private static func holdsNoHistory(_ session: PostgresSession) throws -> Bool {
    try session.rows(
      """
      SELECT 1 FROM (SELECT 1 FROM change UNION ALL SELECT 1 FROM version
        UNION ALL SELECT 1 FROM merged_uid) AS kept LIMIT 1
      """
    ).isEmpty
  }

  /// The sequences of the change log, each with the column and table it numbers.
  private static let historySequences = [
    ("change_id_seq", "id", "change"), ("version_seq_seq", "seq", "version"),
    ("merged_uid_seq_seq", "seq", "merged_uid"),
  ]

  /// Sets each sequence of `sequences` (with the column and table it numbers) after the
  /// highest value written, so none is given again.
  private static func goOn(
    after sequences: [(String, String, String)], in session: PostgresSession
  ) throws {
    for (sequence, key, table) in sequences {
      try session.execute(
        """
        SELECT setval(\(sequence), max(\(unescaped: key))) FROM \(unescaped: table)
        HAVING count(*) > 0
        """)
    }
  }

  /// Writes `part`: each batch in a few multi-row statements (arrays bound to `unnest`, or
  /// the items as JSON rows), never a statement per item but for the few group cards and sync
  /// accounts.
  private static func write(_ part: BookPart, order: TouchOrder, in session: PostgresSession)
    throws
  {
    switch part {
    case .settings(let settings):
      try session.execute(
        """
        UPDATE book SET born = \(settings.historyBegan), keep_days = \(settings.keepDays),
          stamp = \(settings.stamp), epoch = \(settings.epoch),
          epoch_began = \(settings.epochBegan), forgotten = \(settings.forgotten),
          served_name = \(settings.servedName)
        """)
    case .contacts(let contacts):
      var photos: [String: ContactPhoto] = [:]
      var rows = PostgresContactRows()
      for moved in contacts {
        if let photo = moved.contactPhoto { photos[photo.digest] = photo }
        rows.append(
          moved.id, PostgresCard(moved), stamp: moved.stamp, trashedAt: moved.trashedAt)
      }
      try PostgresJournal.keep(Array(photos.values), in: session)
      try rows.insert(in: session)
    case .groupCards(let cards):
      for moved in cards {
        let card = moved.card
        try session.execute(
          """
          INSERT INTO group_card (uid, place, name, card, stamp)
          VALUES (\(card.uid), \(moved.place), \(card.name), \(card.json), \(moved.stamp))
          """)
        try session.execute(
          """
          INSERT INTO group_member (card_uid, name, member)
          SELECT \(card.uid), \(card.name), unnest(\(card.members.map(GroupCard.bare)))
          """)
      }
    case .accounts(let accounts):
      try insert(
        accounts, into: "account (name, password_hash, created_at, owns_served_book)",
        as: "name text, password_hash text, created_at float8, owns_served_book boolean",
        in: session)
    case .syncAccounts(let accounts):
      for (account, epoch) in accounts.map({ ($0.account, $0.epoch) }) {
        try session.execute(
          """
          INSERT INTO sync_account (name, url, username, password_command, address_book_url,
            sync_token, read_only_notice_given, timeout_seconds, seen_seq, epoch)
          VALUES (\(account.name), \(account.url), \(account.username), \
          \(account.passwordCommand), \(account.addressBookURL), \(account.syncToken), \
          \(account.readOnlyNoticeGiven), \(account.timeoutSeconds), \(account.seenSeq), \
          \(epoch))
          """)
      }
    case .syncRecords(let records):
      try insert(
        records,
        into: """
          sync_record (account, href, uid, etag, local_digest, server_digest, agreed, skip_reason)
          """, as: "account text, entry jsonb",
        select: """
          account, entry->>'href', entry->>'uid', entry->>'etag', entry->>'local_digest',
          entry->>'server_digest', entry->>'agreed', entry->>'skip_reason'
          """, in: session)
    case .syncConflicts(let conflicts):
      try insert(
        conflicts, into: "sync_conflict (id, account, uid, contact_name, field, mine, server)",
        as: """
          id int8, account text, uid text, contact_name text, field text, mine text, server text
          """, in: session)
    case .plainFiles(let resources):
      try insert(
        resources,
        into: """
          plain_resource (owner, path, parent, is_collection, content_type, body, length, etag,
            modified)
          """,
        as: """
          owner text, path text, parent text, is_collection boolean, content_type text,
          body text, length int8, etag text, modified float8
          """,
        select: """
          owner, path, parent, is_collection, content_type, decode(body, 'base64'), length, etag,
          modified
          """, in: session)
    case .servedCards(let cards):
      try insert(
        cards, into: "served_card (contact_id, name, body, body_stamp)",
        as: "contact_id int8, name text, body text, body_stamp int8",
        select: "contact_id, name, decode(body, 'base64'), body_stamp", in: session)
    case .servedDeletions(let deletions):
      try insert(
        deletions, into: "served_deletion (seq, contact_id, uid, name)",
        as: "stamp int8, contact_id int8, uid text, name text", in: session)
    case .servedGroupCards(let cards):
      try insert(
        cards, into: "served_group_card (uid, name)", as: "uid text, name text", in: session)
    case .servedGroupDeletions(let deletions):
      try insert(
        deletions, into: "served_group_deletion (seq, place, uid, name)",
        as: "stamp int8, place int8, uid text, name text", in: session)
    case .changes, .changedContacts, .changedGroupCards, .mergedUIDs:
      try writeHistory(part, order: order, in: session)
    }
  }

  /// Inserts `items` into `target` (a table and its columns) in one statement: the items go as
  /// one JSON array of objects (their fields in snake case, bytes in base64), read as rows of
  /// `fields` (`name type, …`), of which `select` makes the columns' values (all of them, in
  /// order, by default). `target`, `fields` and `select` are SQL we wrote.
  static func insert(
    _ items: [some Encodable], into target: String, as fields: String, select: String = "*",
    in session: PostgresSession
  ) throws {
    guard !items.isEmpty else { return }
    let rows = String(decoding: try rowEncoder.encode(items), as: UTF8.self)
    try session.execute(
      """
      INSERT INTO \(unescaped: target)
      SELECT \(unescaped: select) FROM jsonb_to_recordset(\(rows)::jsonb) AS r(\(unescaped: fields))
      """)
  }

  /// Items as JSON rows keyed by their columns' names.
  private static let rowEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }()
}

extension PostgresCard {
  /// The card of a contact moved in whole (`WholeBook`), its sort key made afresh.
  init(_ moved: MovedContact) {
    let contact = moved.contact
    firstName = contact.firstName
    lastName = contact.lastName
    phones = contact.phones
    emails = contact.emails
    organization = contact.organization
    note = contact.note
    details = contact.details
    sortKey = contact.freshSortKey.rawValue
    uid = moved.uid
    extras = moved.extras
    fileUID = moved.fileUID
    photo = moved.contactPhoto.map(Photo.init)
  }
}

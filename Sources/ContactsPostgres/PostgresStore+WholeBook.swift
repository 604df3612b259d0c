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
            let card = try PostgresCard(json: json)
            let photo = try Self.export(id, card, data).photo
            return (
              id,
              MovedContact(
                card.contact(id: id), uid: card.uid, fileUID: card.fileUID, extras: card.extras,
                photo: photo, stamp: live ? stamp : nil, trashedAt: trashedAt)
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
      try take(.syncAccounts(try PostgresLedger.accounts(in: session)))
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
    }
  }

  public func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool {
    try await write { session in
      guard try Self.holdsNothing(session) else { return false }
      while let part = try next() { try Self.write(part, in: session) }
      // What the rows written imply: the list's count, and ids and places never given again.
      try session.execute("UPDATE book SET live_count = (SELECT count(*) FROM contact WHERE live)")
      try session.execute(
        "SELECT setval('contact_id_seq', max(id)) FROM contact HAVING count(*) > 0")
      try session.execute(
        "SELECT setval('group_card_place_seq', max(place)) FROM group_card HAVING count(*) > 0")
      try session.execute(
        "SELECT setval('sync_conflict_id_seq', max(id)) FROM sync_conflict HAVING count(*) > 0")
      return true
    }
  }

  // MARK: - Private

  private static func settings(in session: PostgresSession) throws -> BookSettings {
    guard
      let row = try session.rows("SELECT born, keep_days, stamp, epoch, forgotten FROM book")
        .first
    else { throw ContactStoreError.failed("the book's row is missing") }
    let (born, keep, stamp, epoch, forgotten) = try row.decode(
      (Double?, Int, Int64, String, Int64).self)
    return BookSettings(
      historyBegan: born, keepDays: keep, stamp: stamp, epoch: epoch, forgotten: forgotten)
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

  private static func write(_ part: BookPart, in session: PostgresSession) throws {
    switch part {
    case .settings(let settings):
      try session.execute(
        """
        UPDATE book SET born = \(settings.historyBegan), keep_days = \(settings.keepDays),
          stamp = \(settings.stamp), epoch = \(settings.epoch), forgotten = \(settings.forgotten)
        """)
    case .contacts(let contacts):
      for moved in contacts { try insert(moved, in: session) }
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
      for account in accounts {
        try session.execute(
          """
          INSERT INTO account (name, password_hash, created_at, owns_served_book)
          VALUES (\(account.name), \(account.passwordHash), \(account.createdAt), \
          \(account.ownsServedBook))
          """)
      }
    case .syncAccounts(let accounts):
      for account in accounts {
        try session.execute(
          """
          INSERT INTO sync_account (name, url, username, password_command, address_book_url,
            sync_token, read_only_notice_given, timeout_seconds, seen_seq)
          VALUES (\(account.name), \(account.url), \(account.username), \
          \(account.passwordCommand), \(account.addressBookURL), \(account.syncToken), \
          \(account.readOnlyNoticeGiven), \(account.timeoutSeconds), \(account.seenSeq))
          """)
      }
    case .syncRecords(let records):
      for (account, record) in records.map({ ($0.account, $0.entry) }) {
        try session.execute(
          """
          INSERT INTO sync_record (account, href, uid, etag, local_digest, server_digest, agreed,
            skip_reason)
          VALUES (\(account), \(record.href), \(record.uid), \(record.etag), \
          \(record.localDigest), \(record.serverDigest), \(record.agreed), \(record.skipReason))
          """)
      }
    case .syncConflicts(let conflicts):
      for conflict in conflicts {
        try session.execute(
          """
          INSERT INTO sync_conflict (id, account, uid, contact_name, field, mine, server)
          VALUES (\(conflict.id), \(conflict.account), \(conflict.uid), \(conflict.contactName), \
          \(conflict.field), \(conflict.mine), \(conflict.server))
          """)
      }
    case .plainFiles(let resources):
      for resource in resources {
        try session.execute(
          """
          INSERT INTO plain_resource (owner, path, parent, is_collection, content_type, body,
            length, etag, modified)
          VALUES (\(resource.owner), \(resource.path), \(resource.parent), \
          \(resource.isCollection), \(resource.contentType), \(resource.body), \
          \(resource.length), \(resource.etag), \(resource.modified))
          """)
      }
    case .servedCards(let cards):
      for card in cards {
        try session.execute(
          """
          INSERT INTO served_card (contact_id, name, body, body_stamp)
          VALUES (\(card.contactID), \(card.name), \(card.body), \(card.bodyStamp))
          """)
      }
    case .servedDeletions(let deletions):
      for deletion in deletions {
        try session.execute(
          """
          INSERT INTO served_deletion (seq, contact_id, uid, name)
          VALUES (\(deletion.stamp), \(deletion.contactID), \(deletion.uid), \(deletion.name))
          """)
      }
    case .servedGroupCards(let cards):
      for card in cards {
        try session.execute(
          "INSERT INTO served_group_card (uid, name) VALUES (\(card.uid), \(card.name))")
      }
    case .servedGroupDeletions(let deletions):
      for deletion in deletions {
        try session.execute(
          """
          INSERT INTO served_group_deletion (seq, place, uid, name)
          VALUES (\(deletion.stamp), \(deletion.place), \(deletion.uid), \(deletion.name))
          """)
      }
    }
  }

  /// Inserts `moved` with its id, and its photo's bytes once.
  private static func insert(_ moved: MovedContact, in session: PostgresSession) throws {
    if let photo = moved.contactPhoto {
      try session.execute(
        """
        INSERT INTO photo (digest, type, data) VALUES (\(photo.digest), \(photo.type.rawValue), \
        \(photo.data)) ON CONFLICT (digest) DO NOTHING
        """)
    }
    let card = PostgresCard(moved)
    let contact = card.contact(id: moved.id)
    let live = moved.trashedAt == nil
    try session.execute(
      """
      INSERT INTO contact (id, uid, bare_uid, live, trashed_at, stamp, sort_key, search_text, \
      own_groups, birthday_key, photo_digest, card)
      VALUES (\(moved.id), \(card.uid), \(GroupCard.bare(card.uid)), \(live), \
      \(moved.trashedAt), \(live ? moved.stamp ?? 0 : nil), \(card.sortKey), \
      \(SearchText.indexed(contact)), \(card.details.groups), \
      \(card.details.birthday.map(BirthdayWindow.key(of:))), \(card.photo?.digest), \(card.json))
      """)
  }
}

extension PostgresCard {
  /// The card of a contact moved in whole (`WholeBook`), its sort key made afresh.
  init(_ moved: MovedContact) {
    let contact = moved.contact
    firstName = moved.firstName
    lastName = moved.lastName
    phones = moved.phones
    emails = moved.emails
    organization = moved.organization
    note = moved.note
    details = moved.details
    sortKey = contact.sortKey.rawValue
    uid = moved.uid
    extras = moved.extras
    fileUID = moved.fileUID
    photo = moved.contactPhoto.map(Photo.init)
  }
}

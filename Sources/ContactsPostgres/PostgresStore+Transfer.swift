import ContactsDomain
import Foundation
import PostgresNIO

// Imports, a sync's writes and merges: cards merged by uid; exports and sync's reads in stamp
// order.
extension PostgresStore {
  public func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    let result: Result<ImportCounts, any Error> = try await journaled { journal in
      try journal.session.execute("SAVEPOINT import")
      do {
        try journal.begin(UndoableChange.Kind.importFile.rawValue)
        var counts = try Self.merge(
          source, replacedBy: .importFile, in: journal, progress: progress)
        let groups = source.groupCards()
        for card in groups where try journal.groupCard(card.uid) != card {
          try journal.putCard(card, uid: card.uid)
        }
        counts.groups = groups.count
        try journal.end(name: "", count: counts.added + counts.updated)
        if dryRun { try journal.session.execute("ROLLBACK TO SAVEPOINT import") }
        return .success(counts)
      } catch {
        // An error from the source is thrown as it is, the import undone.
        try journal.session.execute("ROLLBACK TO SAVEPOINT import")
        return .failure(error)
      }
    }
    return try result.get()
  }

  public func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws {
    try await journaled { journal in
      try journal.begin(UndoableChange.Kind.sync.rawValue, runKey: run.key)
      let counts = try Self.merge(
        ContactImportList(saves), replacedBy: .sync, in: journal, progress: { _ in })
      var moved = 0
      for id in deletions {
        guard let stored = try journal.stored(id), case .live(let card) = stored.place else {
          continue
        }
        try journal.put(id, .trashed(card))
        moved += 1
      }
      var cards = 0
      for card in groupCards where try journal.groupCard(card.uid) != card {
        try journal.putCard(card, uid: card.uid)
        cards += 1
      }
      for uid in removals where try journal.groupCard(uid) != nil {
        try journal.putCard(nil, uid: uid)
        cards += 1
      }
      try journal.end(name: run.account, count: counts.added + counts.updated + moved + cards)
    }
  }

  public func merge(_ merges: [MergeWrite]) async throws -> [Contact] {
    try await journaled { journal in
      // Every contact is found before anything is written: a merge is all or nothing.
      let cards = try merges.map { merge in
        (try journal.liveCard(merge.id), try merge.others.map { try journal.liveCard($0) })
      }
      try journal.begin(UndoableChange.Kind.merge.rawValue)
      let change = journal.open?.id ?? 0
      var kept: [Contact] = []
      for (merge, (old, others)) in zip(merges, cards) {
        kept.append(
          try Self.edit(
            merge.id, old, with: merge.draft, photo: merge.photo, replacedBy: .merge,
            in: journal))
        if let extras = merge.extras {
          var card = try journal.liveCard(merge.id)
          if card.extras != extras {
            card.extras = extras
            try journal.put(merge.id, .live(card), replacedBy: .merge)
          }
        }
        for (otherID, other) in zip(merge.others, others) {
          try journal.session.execute(
            """
            INSERT INTO merged_uid (uid, kept_id, change_id)
            SELECT uid, \(merge.id), \(change) FROM (
              SELECT \(other.uid) AS uid, 0 AS seq
              UNION ALL
              SELECT uid, seq FROM merged_uid WHERE kept_id = \(otherID)) AS earlier
            ORDER BY seq
            """)
          try journal.put(otherID, .trashed(other))
        }
      }
      try journal.end(
        name: merges.count == 1 ? kept[0].fullName : "",
        count: merges.reduce(0) { $0 + 1 + $1.others.count })
      return kept
    }
  }

  /// Adds the cards of `source` whose uid is new and updates those whose uid is known (their
  /// versions replaced by `change`), all with one stamp; a second card with a uid of the same
  /// import is kept as a contact of its own. Reads and writes a window of cards at a time.
  static func merge(
    _ source: any ContactImportSource, replacedBy change: ContactVersion.Change,
    in journal: PostgresJournal, progress: @Sendable (Int) -> Void
  ) throws -> ImportCounts {
    journal.shareOneStamp()
    var counts = ImportCounts()
    var uids = ImportUIDs()
    var done = 0
    // The window PostgreSQL is writing while the next one is read from the source.
    var writing: PostgresPendingWrite?
    while true {
      var items: [ContactImport] = []
      do {
        while items.count < importWindow, let item = try source.next() { items.append(item) }
      } catch {
        try? writing?.wait()
        throw error
      }
      try writing?.wait()
      writing = nil
      if items.isEmpty { break }
      let away = try mergedAway(among: items.map(\.uid), in: journal.session)
      var cards: [PostgresCard?] = []
      for item in items {
        if away.contains(item.uid) {
          cards.append(nil)
          continue
        }
        guard let (uid, fileUID) = uids.place(item, from: source, counts: &counts) else {
          cards.append(nil)
          continue
        }
        cards.append(
          PostgresCard(
            item.draft, uid: uid, extras: item.extras, fileUID: fileUID, photo: item.photo))
      }
      var held = try liveCards(uids: cards.compactMap { $0?.uid }, in: journal.session)
      var added: [(id: Int64, card: PostgresCard)] = []
      let newCount = Set(cards.compactMap { $0?.uid }.filter { held[$0] == nil }).count
      var ids = try journal.nextIDs(newCount)[...]
      try journal.keep(
        zip(items, cards).compactMap { item, card in card == nil ? nil : item.photo })
      for card in cards {
        defer {
          done += 1
          if done % ImportProgress.step == 0 { progress(done) }
        }
        guard let card else {
          counts.unchanged += 1
          continue
        }
        if let (id, kept) = held[card.uid] {
          if kept == card {
            counts.unchanged += 1
          } else if added.contains(where: { $0.id == id }) {
            // A card with a uid this window adds: the later one wins, as a second write would.
            added[added.firstIndex { $0.id == id }!].card = card
            held[card.uid] = (id, card)
            counts.updated += 1
          } else {
            try journal.put(id, .live(card), replacedBy: change)
            held[card.uid] = (id, card)
            counts.updated += 1
          }
        } else {
          let id = ids.removeFirst()
          added.append((id, card))
          held[card.uid] = (id, card)
          counts.added += 1
        }
      }
      writing = try journal.add(added)
    }
    return counts
  }

  /// How many cards an import reads and writes at a time: a few statements a window, each
  /// binding arrays of this many, and its additions copied in while the next window is read.
  private static let importWindow = 5_000

  /// Those of `uids` that are contacts merged into one in the list: their merge not undone,
  /// and no contact in the list with the uid.
  private static func mergedAway(among uids: [String], in session: PostgresSession) throws
    -> Set<String>
  {
    Set(
      try session.rows(
        """
        SELECT DISTINCT m.uid FROM merged_uid m JOIN contact k ON k.id = m.kept_id AND k.live
        WHERE m.uid = ANY(\(uids))
          AND NOT EXISTS (SELECT 1 FROM contact c WHERE c.live AND c.uid = m.uid)
          AND NOT EXISTS (SELECT 1 FROM change c WHERE c.id = m.change_id AND c.undone)
        """
      ).map { try $0.decode(String.self) })
  }

  /// The contacts in the list with these uids (the first by id of each), by uid.
  private static func liveCards(uids: [String], in session: PostgresSession) throws
    -> [String: (Int64, PostgresCard)]
  {
    var cards: [String: (Int64, PostgresCard)] = [:]
    for row in try session.rows(
      """
      SELECT DISTINCT ON (uid) uid, id, card FROM contact
      WHERE live AND uid = ANY(\(uids)) ORDER BY uid, id
      """)
    {
      let (uid, id, json) = try row.decode((String, Int64, String).self)
      cards[uid] = (id, try PostgresCard(json: json))
    }
    return cards
  }

  public func exportSnapshot() async throws -> any ContactExportReader {
    PostgresExportReader(database: database, snapshot: try await database.snapshot())
  }

  // MARK: - ChangeTrackedRepository

  public func changeStamp() async throws -> Int64 {
    try await read { session in try session.value("SELECT stamp FROM book", as: Int64.self) ?? 0 }
  }

  public func stampedContacts(after position: StampedContact.Position, limit: Int) async throws
    -> [StampedContact]
  {
    try await read { session in
      try Self.stamped(
        try session.rows(
          """
          SELECT c.id, c.stamp, c.card, p.data FROM contact c
          LEFT JOIN photo p ON p.digest = c.photo_digest
          WHERE c.live AND (c.stamp, c.id) > (\(position.stamp), \(position.id))
          ORDER BY c.stamp, c.id LIMIT \(max(0, limit))
          """))
    }
  }

  public func stampedContacts(uids: [String]) async throws -> [StampedContact] {
    try await read { session in
      try Self.stamped(
        try session.rows(
          """
          SELECT c.id, c.stamp, c.card, p.data FROM contact c
          LEFT JOIN photo p ON p.digest = c.photo_digest
          WHERE c.live AND c.uid = ANY(\(uids)) ORDER BY c.stamp, c.id
          """))
    }
  }

  public func groupCards() async throws -> [GroupCard] {
    try await read { session in
      try session.rows("SELECT card FROM group_card ORDER BY place").map {
        try GroupCard(json: try $0.decode(String.self))
      }
    }
  }

  /// The contacts of `rows` (id, stamp, card, photo's bytes) with their stamps.
  private static func stamped(_ rows: [PostgresRow]) throws -> [StampedContact] {
    try rows.map { row in
      let (id, stamp, json, data) = try row.decode((Int64, Int64, String, Data?).self)
      return StampedContact(
        export: try export(id, try PostgresCard(json: json), data), stamp: stamp)
    }
  }

  /// What an export has of the contact `id`, whose photo's bytes are `data`.
  static func export(_ id: Contact.ID, _ card: PostgresCard, _ data: Data?) throws
    -> ContactExport
  {
    var photo: ContactPhoto?
    if let data, let kept = card.photo, let type = ImageType(rawValue: kept.type) {
      photo = ContactPhoto(data: data, type: type, digest: kept.digest)
    }
    return ContactExport(
      contact: card.contact(id: id), uid: card.uid, extras: card.extras, fileUID: card.fileUID,
      photo: photo)
  }
}

/// The reads of one export, all in one repeatable-read snapshot taken when it began.
struct PostgresExportReader: ContactExportReader {
  let database: PostgresDatabase
  let snapshot: PostgresSnapshot

  func exportContacts(after position: ContactPosition?, limit: Int) async throws
    -> [ContactExport]
  {
    let side: PostgresListing.Side =
      position.map { .after($0, including: false) } ?? .anywhere
    return try await database.read(in: snapshot) { session in
      try session.rows(
        """
        SELECT c.id, c.card, p.data FROM contact c LEFT JOIN photo p ON p.digest = c.photo_digest
        WHERE c.live AND \(side) ORDER BY c.sort_key, c.id LIMIT \(max(0, limit))
        """
      ).map { row in
        let (id, json, data) = try row.decode((Int64, String, Data?).self)
        return try PostgresStore.export(id, try PostgresCard(json: json), data)
      }
    }
  }

  func groupCards() async throws -> [GroupCard] {
    try await database.read(in: snapshot) { session in
      try session.rows("SELECT card FROM group_card ORDER BY place").map {
        try GroupCard(json: try $0.decode(String.self))
      }
    }
  }
}

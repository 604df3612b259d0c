import ContactsDomain
import GRDB

/// An import inside one transaction: each contact inserted through statements prepared once
/// (a contact whose uid is already stored is looked up and updated instead); the new rows
/// indexed for search thousands at a time, which costs a fraction of indexing them one by one
/// through the insert trigger. The contacts are read on another thread (`CardPipeline`), so
/// indexing a chunk while the reader parses the next costs the import no time.
struct ContactImporter {
  private let db: Database
  /// The change this import is recorded as: it keeps each contact the import updates.
  private let log: ChangeLog?
  /// The highest id given before this import: every row above was added by it.
  private let addedAfter: Int64
  /// Rows above this id were added by this import, and are not yet in the search index.
  private var indexedThrough: Int64
  /// Whether the list index was dropped, to be built again in `finish()`.
  private let rebuildsListIndex: Bool
  /// Whether the list's counts are kept by `finish()` rather than row by row (`ListPlaceSchema`).
  private let recountsList: Bool
  /// The change stamp of every contact this import writes (see `ChangeSchema`).
  private let stamp: Int64
  private let findUID: Statement
  private let findCopies: Statement
  /// Finds whether a uid is merged away (`MergedUIDSchema`); nil when none ever was.
  private let findMerged: Statement?
  /// Inserts a contact unless its uid is stored: no look-up for a new contact.
  private var insertNew: BoundStatement
  private var insertContact: BoundStatement
  private var values: PendingValues
  private var imported: ImportedCards
  private var memberships: ImportedMemberships
  /// The writer's phases, timed while `ImportProfile` records.
  private var timer: PhaseTimer?

  /// Up to how many contacts a book is small enough to build its list index again after an import.
  static let smallBook = 10_000

  /// Starts an import of `count` contacts (nil: unknown) in `db`, which must be in a
  /// transaction: the search and change triggers are dropped until `finish()`, so this importer
  /// keeps the index and the stamps itself.
  init(_ db: Database, count: Int? = nil, log: ChangeLog? = nil) throws {
    self.db = db
    self.log = log
    indexedThrough = try Int64.fetchOne(db, sql: "SELECT max(id) FROM contact") ?? 0
    addedAfter = try ChangeLog.highestID(in: db)
    let existing =
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM (SELECT 1 FROM contact LIMIT \(Self.smallBook))") ?? 0
    // A bulk import (more contacts than the book has, or a file of unknown size) gets a large
    // page cache. Into a small book, it also builds the list index (which holds the search text)
    // once at the end, sorted, rather than row by row at random places: an import of 100,000
    // into an empty book spends half its time there otherwise. Into a big one, or for a few
    // contacts, rebuilding it would cost more than the import saves, and would hold as much
    // memory as the book is large.
    let isBulk = count.map { $0 > existing } ?? true
    if isBulk {
      try db.execute(sql: "PRAGMA cache_size = \(ContactDatabase.importCacheSize)")
    }
    rebuildsListIndex = isBulk && existing < Self.smallBook
    // Counting once at the end costs a bulk import less than a trigger per row.
    recountsList = isBulk
    if recountsList { try db.execute(sql: ListPlaceSchema.droppedTriggers) }
    if rebuildsListIndex {
      try db.execute(sql: "DROP INDEX contact_on_sortKey; \(SearchSchema.mergingPaused)")
    }
    try db.execute(
      sql: """
        DROP TRIGGER contact_search_insert; DROP TRIGGER contact_search_delete;
        DROP TRIGGER contact_search_update; \(ChangeSchema.droppedTriggers)
        \(ListPositionSchema.droppedTriggers)
        """)
    stamp = try ChangeSchema.nextStamp(in: db)
    findUID = try db.makeStatement(
      sql: "SELECT id, extras, searchText, listPosition FROM contact WHERE uid = ?")
    findCopies = try db.makeStatement(
      sql: "SELECT id, extras, searchText, listPosition FROM contact WHERE fileUID = ? ORDER BY id")
    findMerged = try MergedUIDSchema.any(in: db) ? MergedUIDSchema.lookUp(in: db) : nil
    let insert =
      "INSERT INTO contact (\(ImportRow.contactColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    insertContact = try BoundStatement(insert, in: db)
    insertNew = try BoundStatement(insert + " ON CONFLICT (uid) DO NOTHING", in: db)
    imported = try ImportedCards(db)
    values = try PendingValues(db)
    memberships = try ImportedMemberships(db, addedAfter: indexedThrough)
    timer = ImportProfile.isOn ? PhaseTimer() : nil
  }

  /// Contacts added between two fillings of the search index: as fast in total as one filling
  /// at the end (measured), and most of the work done while the reader parses.
  static let indexChunk = 8192

  /// Imports every contact of `source`, telling `progress` every `ImportProgress.step`,
  /// recorded in `log`.
  static func run(
    _ source: any ContactImportSource, progress: (Int) -> Void, log: ChangeLog, in db: Database
  ) throws -> ImportCounts {
    var importer = try ContactImporter(db, count: source.count, log: log)
    var counts = ImportCounts()
    var done = 0
    let pipeline = CardPipeline(source)
    defer { pipeline.stop() }
    while let row = try pipeline.next() {
      importer.timer?.lap(.reader)
      if let repeated = try importer.add(row, to: &counts) { source.report(repeated) }
      done += 1
      if done % ImportProgress.step == 0 { progress(done) }
      if done % Self.indexChunk == 0 {
        try importer.indexAddedRows()
        importer.timer?.lap(.searchIndex)
      }
    }
    // A group card the book holds already, the same, is counted but not written again: the
    // same file imported twice is no change the second time.
    for card in source.groupCards() {
      if try GroupQueries.card(uid: card.uid, in: db) != card {
        try GroupCardHistory.put(card, uid: card.uid, in: log, db: db)
      }
      counts.groups += 1
    }
    try importer.finish()
    try log.noteAdded(after: importer.addedAfter)
    if let profile = importer.timer?.profile { ImportProfile.add(profile) }
    return counts
  }

  /// Adds `row`'s contact, or updates the contact with its uid, counting what it did; a card
  /// whose uid was merged away (and whose contact is not back in the list) is counted unchanged.
  ///
  /// A second card with a uid this import already wrote is the same contact when it says the
  /// same (counted unchanged); else it is kept separate, as a contact of its own that keeps the
  /// uid as `fileUID`, and returned for the report. Importing the file again finds that
  /// contact by `fileUID`: the second different card the second copy, the third the third…
  mutating func add(_ row: ImportRow, to counts: inout ImportCounts) throws -> RepeatedUIDCard? {
    let item = row.item
    // A card of a contact merged into another is that contact now: nothing to add.
    if let findMerged, try Bool.fetchOne(findMerged, arguments: [item.uid]) ?? false {
      counts.unchanged += 1
      return nil
    }
    if let id = try insert(row, uid: item.uid, fileUID: nil, new: true) {
      try imported.note(id, from: item.origin)
      counts.added += 1
      timer?.lap(.values)
      return nil
    }
    // What follows reads and changes stored contacts: their values must all be in.
    try values.flush()
    guard let existing = try Row.fetchOne(findUID, arguments: [item.uid]) else {
      throw DatabaseError(message: "uid \(item.uid) neither inserted nor found")
    }
    guard let firstOrigin = try imported.origin(of: existing["id"]) else {
      try update(existing, with: item, counts: &counts)
      try imported.note(existing["id"], from: item.origin)
      return nil
    }
    if try isStored(item, in: existing) {
      counts.unchanged += 1
      return nil
    }
    var ordinal = 2
    for copy in try Row.fetchAll(findCopies, arguments: [item.uid]) {
      if try imported.origin(of: copy["id"]) == nil {
        try update(copy, with: item, counts: &counts)
        try imported.note(copy["id"], from: item.origin)
        return keepSeparate(item, ordinal: ordinal, firstOrigin: firstOrigin, counts: &counts)
      }
      if try isStored(item, in: copy) {
        counts.unchanged += 1
        return nil
      }
      ordinal += 1
    }
    let uid = ContactTransferQueries.makeUID()
    guard let id = try insert(row, uid: uid, fileUID: item.uid, new: false) else {
      throw DatabaseError(message: "contact \(uid) not inserted")
    }
    try imported.note(id, from: item.origin)
    counts.added += 1
    return keepSeparate(item, ordinal: ordinal, firstOrigin: firstOrigin, counts: &counts)
  }

  /// Indexes the rows added since the last time, in one statement.
  mutating func indexAddedRows() throws {
    let last = try Int64.fetchOne(db, sql: "SELECT max(id) FROM contact") ?? 0
    guard last > indexedThrough else { return }
    try db.execute(
      sql: """
        INSERT INTO contactSearch(rowid, searchText)
        SELECT id, searchText FROM contact WHERE id > ? AND id <= ?
        """,
      arguments: [indexedThrough, last])
    indexedThrough = last
  }

  /// Indexes the rows this import added last and restores the triggers.
  mutating func finish() throws {
    try values.flush()
    try imported.finish()
    timer?.lap(.values)
    try indexAddedRows()
    timer?.lap(.searchIndex)
    try db.execute(
      sql: SearchSchema.triggers + ChangeSchema.triggers + ListPositionSchema.triggers)
    timer?.lap(.triggers)
    try memberships.finish()
    timer?.lap(.values)
    if rebuildsListIndex {
      // Merging a big book's whole index would cost more than a small import saves.
      try db.execute(sql: SearchSchema.mergedAll)
      timer?.lap(.searchIndex)
      // SQLite sorts a new index in as much memory as the page cache may hold, on top of the
      // cache itself: with the import's large cache, a million contacts would take 64 MiB here.
      try db.execute(sql: "PRAGMA cache_size = \(ContactDatabase.indexSortCacheSize)")
      try db.execute(sql: Schema.listIndex)
      timer?.lap(.listIndex)
      // Most of the book is new: numbered at once, in list order.
      try ListPositionSchema.numberAll(in: db)
    } else {
      try ListPositions.place(in: db)
    }
    timer?.lap(.listSearch)
    if recountsList { try db.execute(sql: ListPlaceSchema.recounted) }
    timer?.lap(.triggers)
  }

  // MARK: - Private

  private func keepSeparate(
    _ item: ContactImport, ordinal: Int, firstOrigin: CardOrigin?, counts: inout ImportCounts
  ) -> RepeatedUIDCard {
    counts.keptSeparate += 1
    return RepeatedUIDCard(
      uid: item.uid, ordinal: ordinal, origin: item.origin, firstOrigin: firstOrigin)
  }

  /// Whether the contact of `row` (id, extras) already says what `item` says.
  private func isStored(_ item: ContactImport, in row: Row) throws -> Bool {
    let id: Int64 = row["id"]
    var stored = try ContactQueries.contact(id: id, in: db)
    let hasPhoto = stored.photo != nil
    stored.photo = nil
    guard stored == Contact(id: id, item.draft), row["extras"] == item.extras else { return false }
    return try hasPhoto ? PhotoQueries.photo(id: id, in: db) == item.photo : item.photo == nil
  }

  /// Writes `item` over the contact of `existing` (id, extras, searchText, listPosition), unless it says the
  /// same, counting what it did.
  private func update(_ existing: Row, with item: ContactImport, counts: inout ImportCounts)
    throws
  {
    let id: Int64 = existing["id"]
    if try isStored(item, in: existing) {
      counts.unchanged += 1
      return
    }
    if let log, id <= addedAfter, try log.keep(id),
      try String.fetchOne(
        db, sql: "SELECT digest FROM contactPhoto WHERE contactId = ?", arguments: [id])
        != item.photo?.digest
    {
      try log.keepPhoto(id)
    }
    _ = try ContactQueries.save(item.draft, id: id, in: db)
    try PhotoQueries.set(item.photo, id: id, in: db)
    try db.execute(
      sql: "UPDATE contact SET extras = ?, changeSeq = ? WHERE id = ?",
      arguments: [item.extras, stamp, id])
    // A row not yet indexed is indexed with its new text later; an indexed one is re-indexed.
    let oldText: String = existing["searchText"]
    let newText = try String.fetchOne(
      db, sql: "SELECT searchText FROM contact WHERE id = ?", arguments: [id])
    if id <= indexedThrough, let newText, newText != oldText {
      try db.execute(
        sql: """
          INSERT INTO contactSearch(contactSearch, rowid, searchText) VALUES ('delete', ?, ?);
          INSERT INTO contactSearch(rowid, searchText) VALUES (?, ?);
          """, arguments: [id, oldText, id, newText])
    }
    // Out of the list-order index, to be placed again by `finish()` (its name may have moved).
    if let position: Int64 = existing["listPosition"] {
      try db.execute(
        sql: """
          INSERT INTO contactListSearch(contactListSearch, rowid, text) VALUES ('delete', ?, ?);
          UPDATE contact SET listPosition = NULL WHERE id = ?;
          """, arguments: [position, oldText, id])
    }
    counts.updated += 1
  }

  /// Inserts `row` with `uid` and `fileUID`, and its phones and emails; returns its id, nil
  /// when a `new` contact's uid is already stored.
  private mutating func insert(_ row: ImportRow, uid: String, fileUID: String?, new: Bool)
    throws -> Int64?
  {
    let changes: Int
    if new {
      try row.bind(to: &insertNew, uid: uid, fileUID: fileUID, stamp: stamp)
      timer?.lap(.bind)
      changes = try insertNew.execute()
    } else {
      try row.bind(to: &insertContact, uid: uid, fileUID: fileUID, stamp: stamp)
      timer?.lap(.bind)
      changes = try insertContact.execute()
    }
    timer?.lap(.insert)
    guard changes > 0 else { return nil }
    let id = db.lastInsertedRowID
    try values.add(row, id: id)
    if let photo = row.item.photo { try PhotoQueries.set(photo, id: id, in: db) }
    try memberships.add(row, id: id)
    return id
  }
}

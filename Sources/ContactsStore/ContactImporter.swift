import ContactsDomain
import GRDB

/// An import inside one transaction: each contact looked up by uid and written through
/// statements prepared once; the new rows indexed for search all at once at the end, which
/// costs a fraction of indexing them one by one through the insert trigger.
struct ContactImporter {
  private let db: Database
  /// Rows above this id were added by this import: not yet in the search index.
  private let lastIDBefore: Int64
  private let findUID: Statement
  private let insertContact: Statement
  private let insertValue: Statement

  /// Starts an import in `db`, which must be in a transaction: the search triggers are dropped
  /// until `finish()`, so this importer keeps the index itself.
  init(_ db: Database) throws {
    self.db = db
    lastIDBefore = try Int64.fetchOne(db, sql: "SELECT max(id) FROM contact") ?? 0
    try db.execute(
      sql: """
        DROP TRIGGER contact_search_insert; DROP TRIGGER contact_search_delete;
        DROP TRIGGER contact_search_update;
        """)
    findUID = try db.makeStatement(sql: "SELECT id, extras, searchText FROM contact WHERE uid = ?")
    insertContact = try db.makeStatement(
      sql: """
        INSERT INTO contact (firstName, lastName, sortKey, organization, note, searchText, uid, extras)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """)
    insertValue = try db.makeStatement(
      sql:
        "INSERT INTO contactValue (contactId, kind, position, label, value) VALUES (?, ?, ?, ?, ?)")
  }

  /// Imports every contact of `source`, telling `progress` every thousand.
  static func run(
    _ source: any ContactImportSource, progress: (Int) -> Void, in db: Database
  ) throws -> ImportCounts {
    var importer = try ContactImporter(db)
    var counts = ImportCounts()
    var done = 0
    while let item = try source.next() {
      try importer.add(item, to: &counts)
      done += 1
      if done % 1000 == 0 { progress(done) }
    }
    try importer.finish()
    return counts
  }

  /// Adds `item`, or updates the contact with its uid, counting what it did.
  mutating func add(_ item: ContactImport, to counts: inout ImportCounts) throws {
    guard let existing = try Row.fetchOne(findUID, arguments: [item.uid]) else {
      try insert(item)
      counts.added += 1
      return
    }
    let id: Int64 = existing["id"]
    let stored = try ContactQueries.contact(id: id, in: db)
    if stored == Contact(id: id, item.draft), existing["extras"] == item.extras {
      counts.unchanged += 1
      return
    }
    _ = try ContactQueries.save(item.draft, id: id, in: db)
    try db.execute(sql: "UPDATE contact SET extras = ? WHERE id = ?", arguments: [item.extras, id])
    // A row this import added is indexed by `finish()`; an older one is re-indexed here.
    let oldText: String = existing["searchText"]
    let newText = try String.fetchOne(
      db, sql: "SELECT searchText FROM contact WHERE id = ?", arguments: [id])
    if id <= lastIDBefore, let newText, newText != oldText {
      try db.execute(
        sql: """
          INSERT INTO contactSearch(contactSearch, rowid, searchText) VALUES ('delete', ?, ?);
          INSERT INTO contactSearch(rowid, searchText) VALUES (?, ?);
          """, arguments: [id, oldText, id, newText])
    }
    counts.updated += 1
  }

  /// Indexes the rows this import added and restores the triggers.
  func finish() throws {
    try db.execute(
      sql:
        "INSERT INTO contactSearch(rowid, searchText) SELECT id, searchText FROM contact WHERE id > ?",
      arguments: [lastIDBefore])
    try db.execute(sql: SearchSchema.triggers)
  }

  private func insert(_ item: ContactImport) throws {
    let draft = item.draft
    let sortKey = ContactSortKey(fullName: draft.fullName)
    let searchText = SearchText.indexed(Contact(id: 0, draft, sortKey: sortKey))
    try insertContact.execute(arguments: [
      draft.firstName, draft.lastName, sortKey.rawValue, draft.organization, draft.note,
      searchText, item.uid, item.extras,
    ])
    let id = db.lastInsertedRowID
    for (kind, values) in [("phone", draft.phones), ("email", draft.emails)] {
      for (position, value) in values.enumerated() {
        try insertValue.execute(arguments: [id, kind, position, value.label, value.value])
      }
    }
  }
}

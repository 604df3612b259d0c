import ContactsDomain
import ContactsStore
import Foundation
import GRDB

/// The floor: the same reads and writes as the store, as hand-written SQL through GRDB.
///
/// Reads return counts, not rows: `Row` is not `Sendable`, and GRDB's async `read` wants a
/// result that is (with rows, the blocking `read` would be picked).
struct BareSQL {
  private let pool: DatabasePool

  init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    pool = try DatabasePool(path: path, configuration: configuration)
  }

  func position(at offset: Int) async throws -> ContactPosition {
    let (sortKey, id) = try await pool.read { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT sortKey, id FROM contact ORDER BY sortKey, id LIMIT 1 OFFSET ?",
        arguments: [offset])!
      return (row["sortKey"] as String, row["id"] as Int64)
    }
    return ContactPosition(sortKey: ContactSortKey(rawValue: sortKey), id: id)
  }

  /// One window of 50 names with their phones and emails, in one statement.
  func page(after position: ContactPosition?) async throws {
    let key = position.map { ($0.sortKey.rawValue, $0.id) } ?? ("", Int64.min)
    _ = try await pool.read { db in
      try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT c.id, c.firstName, c.lastName, v.kind, v.label, v.value
            FROM (SELECT * FROM contact WHERE (sortKey, id) > (?, ?) ORDER BY sortKey, id LIMIT 51) c
            LEFT JOIN contactValue v ON v.contactId = c.id
            ORDER BY c.sortKey, c.id, v.kind, v.position
            """), arguments: [key.0, key.1]
      ).count
    }
  }

  /// One window of 50 matches, the way SQLite finds few fastest: the trigram index lists every
  /// match, then the window is taken from them in list order.
  func searchByIndex(_ text: String) async throws {
    try await window(
      """
      SELECT * FROM contact WHERE id IN
        (SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?)
      ORDER BY sortKey, id LIMIT 51
      """, ["\"\(SearchText.terms(of: text)[0])\""])
  }

  /// The same window the way SQLite finds many fastest: down the list index, which holds the
  /// search text, until 51 rows match (no budget: it knows the word is common).
  func searchInListOrder(_ text: String) async throws {
    try await window(
      "SELECT * FROM contact WHERE instr(searchText, ?) > 0 ORDER BY sortKey, id LIMIT 51",
      [SearchText.terms(of: text)[0]])
  }

  /// The same window from the list-order index: from the list's start, the rows its trigrams
  /// find, each checked against its search text, until 51 match (no glance: it knows the word
  /// is common).
  func searchInPostingOrder(_ text: String) async throws {
    let term = SearchText.terms(of: text)[0]
    try await window(
      """
      SELECT contact.* FROM contactListSearch
        CROSS JOIN contact ON contact.listPosition = contactListSearch.rowid
      WHERE contactListSearch MATCH ? AND instr(searchText, ?) > 0
      ORDER BY contactListSearch.rowid LIMIT 51
      """, [SearchSchema.trigrams(of: [term]), term])
  }

  /// The contacts `matches` selects, with their phones and emails, through a statement
  /// prepared once.
  private func window(_ matches: String, _ arguments: StatementArguments) async throws {
    _ = try await pool.read { db in
      try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT c.id, c.firstName, c.lastName, v.kind, v.label, v.value
            FROM (\(matches)) c
            LEFT JOIN contactValue v ON v.contactId = c.id
            ORDER BY c.sortKey, c.id, v.kind, v.position
            """), arguments: arguments
      ).count
    }
  }

  func show(id: Int64) async throws {
    _ = try await pool.read { db in
      try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT c.*, v.kind, v.label, v.value FROM contact c
            LEFT JOIN contactValue v ON v.contactId = c.id WHERE c.id = ?
            """), arguments: [id]
      ).count
    }
  }

  /// The rows of one contact, every column computed: what an import stores.
  struct ContactRows: Sendable {
    let form: ContactForm
    let uid: String
    let extras: String
    let sortKey: String
    let searchText: String

    init(_ form: ContactForm, uid: String, extras: String) {
      let contact = Contact(
        id: 0, firstName: form.firstName, lastName: form.lastName, phones: form.phones,
        emails: form.emails)
      (self.form, self.uid, self.extras) = (form, uid, extras)
      sortKey = contact.sortKey.rawValue
      searchText = SearchText.indexed(contact)
    }
  }

  /// The rows the store writes for a new contact: the contact and its values (the search index
  /// follows by trigger).
  func add(_ form: ContactForm) async throws -> Int64 {
    let rows = ContactRows(form, uid: UUID().uuidString, extras: "")
    return try await pool.write { db in try Self.insert(rows, in: db) }
  }

  /// `rows`, already computed, in one transaction: the floor under an import. The fastest way
  /// SQLite does it: the search triggers and the list index dropped (a throwaway database), the
  /// rows inserted through statements prepared once, then the search index filled in one
  /// statement and the list index built, sorted, in another.
  func insertAll(_ rows: [ContactRows]) async throws {
    try await pool.write { db in
      try db.execute(sql: "PRAGMA cache_size = \(ContactDatabase.importCacheSize)")
      try db.execute(
        sql: """
          DROP TRIGGER contact_search_insert; DROP TRIGGER contact_search_delete;
          DROP TRIGGER contact_search_update; DROP INDEX contact_on_sortKey;
          DROP TRIGGER contact_change_insert; DROP TRIGGER contact_change_update;
          DROP TRIGGER contactValue_change_insert; DROP TRIGGER contactValue_change_delete;
          \(SearchSchema.mergingPaused);
          """)
      // As the import does: one change stamp for every row, not a trigger per row.
      var contact = try BoundStatement(
        """
        INSERT INTO contact
          (firstName, lastName, sortKey, organization, note, searchText, uid, extras, changeSeq)
        VALUES (?, ?, ?, '', '', ?, ?, ?, 1)
        """, in: db)
      var value = try BoundStatement(
        "INSERT INTO contactValue (contactId, kind, position, label, value) VALUES (?, ?, ?, ?, ?)",
        in: db)
      for row in rows { try Self.insert(row, through: &contact, and: &value, in: db) }
      // In rowid order: read through the list index, which also holds (id, searchText), the
      // rowids would come in list order, which makes FTS5 flush its buffer at every step back.
      try db.execute(
        sql: """
          INSERT INTO contactSearch(rowid, searchText) SELECT id, searchText FROM contact
          ORDER BY id;
          \(SearchSchema.mergedAll)
          PRAGMA cache_size = \(ContactDatabase.indexSortCacheSize);
          CREATE INDEX contact_on_sortKey ON contact(sortKey, id, searchText);
          """)
    }
  }

  /// Every contact with its phones and emails, in list order: the floor under an export.
  func readAll() async throws -> Int {
    try await pool.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT c.id, c.uid, c.extras, c.firstName, c.lastName, c.organization, c.note,
                 v.kind, v.label, v.value
          FROM contact c LEFT JOIN contactValue v ON v.contactId = c.id
          ORDER BY c.sortKey, c.id, v.kind, v.position
          """
      ).count
    }
  }

  private static func insert(_ rows: ContactRows, in db: Database) throws -> Int64 {
    // Statements prepared once per connection and reused: preparing an insert into `contact`
    // also compiles its search-index trigger, which costs more than running it.
    try db.cachedStatement(
      sql: """
        INSERT INTO contact (firstName, lastName, sortKey, organization, note, searchText, uid, extras)
        VALUES (?, ?, ?, '', '', ?, ?, ?)
        """
    ).execute(arguments: [
      rows.form.firstName, rows.form.lastName, rows.sortKey, rows.searchText, rows.uid,
      rows.extras,
    ])
    let id = db.lastInsertedRowID
    let insertValue = try db.cachedStatement(
      sql: """
        INSERT INTO contactValue (contactId, kind, position, label, value) VALUES (?, ?, ?, ?, ?)
        """)
    for (kind, values) in [("phone", rows.form.phones), ("email", rows.form.emails)] {
      for (position, value) in values.enumerated() {
        try insertValue.execute(arguments: [id, kind, position, value.label, value.value])
      }
    }
    return id
  }

  /// `rows` through statements prepared once, bound through SQLite's C API as the import binds.
  private static func insert(
    _ rows: ContactRows, through contact: inout BoundStatement, and value: inout BoundStatement,
    in db: Database
  ) throws {
    try contact.bind(rows.form.firstName)
    try contact.bind(rows.form.lastName)
    try contact.bind(rows.sortKey)
    try contact.bind(rows.searchText)
    try contact.bind(rows.uid)
    try contact.bind(rows.extras)
    try contact.execute()
    let id = db.lastInsertedRowID
    for (kind, values) in [("phone", rows.form.phones), ("email", rows.form.emails)] {
      for (position, labeled) in values.enumerated() {
        try value.bind(id)
        try value.bind(kind)
        try value.bind(Int64(position))
        try value.bind(labeled.label)
        try value.bind(labeled.value)
        try value.execute()
      }
    }
  }

  /// Opens the contact, as the details screen does, then renames it.
  func rename(id: Int64, lastName: String) async throws {
    try await show(id: id)
    try await pool.write { db in
      let first = try String.fetchOne(
        db, sql: "SELECT firstName FROM contact WHERE id = ?", arguments: [id])!
      let contact = Contact(id: id, firstName: first, lastName: lastName)
      try db.execute(
        sql: "UPDATE contact SET lastName = ?, sortKey = ?, searchText = ? WHERE id = ?",
        arguments: [lastName, contact.sortKey.rawValue, SearchText.indexed(contact), id])
    }
  }

  func delete(id: Int64) async throws {
    try await pool.write { db in
      try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [id])
    }
  }
}

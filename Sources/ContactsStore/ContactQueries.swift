import ContactsDomain
import GRDB

/// The SQL behind `ContactDatabase`, run inside its transactions.
enum ContactQueries {
  static let defaultWalkBudget = 16_384
  static let defaultFewMatches = 1000

  /// One contact, through statements prepared once per connection: opening a contact is so
  /// quick that preparing its two reads would cost more than running them.
  static func contact(id: Contact.ID, in db: Database) throws -> Contact {
    let statement = try db.cachedStatement(
      sql:
        "SELECT id, firstName, lastName, sortKey, organization, note, details FROM contact WHERE id = ?"
    )
    guard let record = try ContactRecord.fetchOne(statement, arguments: [id]) else {
      throw ContactStoreError.notFound(id)
    }
    let values = try db.cachedStatement(
      sql: """
        SELECT contactId, kind, position, label, value FROM contactValue WHERE contactId = ?
        ORDER BY kind, position
        """)
    var contact = record.contact(values: try ContactValueRecord.fetchAll(values, arguments: [id]))
    contact.photo = try PhotoQueries.summaries(of: [id], in: db)[id]
    return contact
  }

  /// The contact `id` as a person sees it: in the groups of the group cards listing it too
  /// (`GroupQueries.shown`). `contact(id:in:)` is the contact as stored, to write back.
  static func shownContact(id: Contact.ID, in db: Database) throws -> Contact {
    try GroupQueries.shown(try contact(id: id, in: db), in: db)
  }

  /// The name the contact `id` is shown by, read from its row alone (no phones, emails or
  /// photo): what Recently deleted and undo keep of it.
  static func shownName(id: Contact.ID, in db: Database) throws -> String {
    let statement = try db.cachedStatement(
      sql:
        "SELECT id, firstName, lastName, sortKey, organization, note, details FROM contact WHERE id = ?"
    )
    guard let record = try ContactRecord.fetchOne(statement, arguments: [id]) else {
      throw ContactStoreError.notFound(id)
    }
    return record.contact(values: []).fullName
  }

  /// One window, read through the `contact_on_sortKey` index (a group's, through its
  /// membership index): `limit + 1` rows tell whether
  /// more follow, and an EXISTS on the other side tells whether more come before.
  static func page(
    _ request: PageRequest, search: SearchFilter?, walkBudget: Int = defaultWalkBudget,
    fewMatches: Int = defaultFewMatches, in db: Database
  ) throws -> ContactPage {
    let walk: any ListWalk =
      request.group.map { GroupWalk(group: $0, search: search, namesOnly: request.namesOnly) }
      ?? Walk(
        search: search, budget: walkBudget, few: fewMatches,
        columns: ContactRecord.listColumns(namesOnly: request.namesOnly))
    let limit = request.limit + 1
    switch request.anchor {
    case .first:
      let records = try walk.fetch("TRUE", .ascending, limit, db)
      return try makePage(records, request, hasPrevious: false, in: db)
    case .after(let position):
      let records = try walk.fetch(key(position, ">"), .ascending, limit, db)
      let hasPrevious = try walk.exists(key(position, "<="), .descending, db)
      return try makePage(records, request, hasPrevious: hasPrevious, in: db)
    case .before(let position):
      let records = try walk.fetch(key(position, "<"), .descending, limit, db)
      let page = try makePage(records, request, hasPrevious: false, in: db)
      return ContactPage(
        contacts: page.contacts.reversed(), hasPrevious: page.hasNext,
        hasNext: try walk.exists(key(position, ">="), .ascending, db))
    case .around(let position):
      let half = request.limit / 2
      let before = try walk.fetch(key(position, "<"), .descending, half + 1, db)
      let rest = request.limit - min(before.count, half)
      let from = try walk.fetch(key(position, ">="), .ascending, rest + 1, db)
      let records = before.prefix(half).reversed() + from.prefix(rest)
      return ContactPage(
        contacts: try contacts(of: records, request, in: db),
        hasPrevious: before.count > half,
        hasNext: from.count > rest)
    }
  }

  /// The rows on one side of `position`. Spelt with the comparison itself, never as `NOT` of
  /// the other side, so that SQLite reads the index from the position on.
  private static func key(_ position: ContactPosition, _ comparison: SQL) -> SQL {
    "(sortKey, id) \(comparison) (\(position.sortKey.rawValue), \(position.id))"
  }

  /// Inserts (`id` nil) or replaces the contact and its phones and emails; its uid and extras
  /// are set on insert and left alone on update.
  static func save(
    _ draft: ContactDraft, id: Contact.ID?, uid: String = ContactTransferQueries.makeUID(),
    extras: String = "", in db: Database
  ) throws -> Contact {
    var record = ContactRecord(draft, id: id)
    record.uid = uid
    record.extras = extras
    // The record's sort key, not a new one: folding a name is the costly part of a save.
    let sortKey = ContactSortKey(rawValue: record.sortKey)
    record.searchText = SearchText.indexed(Contact(id: id ?? 0, draft, sortKey: sortKey))
    if let id {
      do {
        try record.update(db, columns: ContactRecord.modeledColumns)
      } catch RecordError.recordNotFound {
        throw ContactStoreError.notFound(id)
      }
    } else {
      try record.insert(db)
    }
    var contact = Contact(id: record.id!, draft, sortKey: sortKey)
    if let id { contact.photo = try PhotoQueries.summaries(of: [id], in: db)[id] }
    let values = ContactValueRecord.rows(of: draft, contactId: contact.id)
    guard let id else {
      for value in values { try value.insert(db) }
      return contact
    }
    let stored = try ContactValueRecord.filter(Column("contactId") == id)
      .order(Column("kind"), Column("position")).fetchAll(db)
    // An edit of the name alone leaves phones and emails as they are.
    if stored.map(\.labeledValue) != values.map(\.labeledValue)
      || stored.map(\.kind) != values.map(\.kind)
    {
      try ContactValueRecord.filter(Column("contactId") == id).deleteAll(db)
      for value in values { try value.insert(db) }
    }
    return contact
  }

  // MARK: - Private

  private static func makePage(
    _ records: [ContactRecord], _ request: PageRequest, hasPrevious: Bool, in db: Database
  ) throws -> ContactPage {
    ContactPage(
      contacts: try contacts(of: records.prefix(request.limit), request, in: db),
      hasPrevious: hasPrevious, hasNext: records.count > request.limit)
  }

  /// The contacts of `records`, with their phones and emails unless `request` asks for names.
  /// A slice, not a copy: a window's records are read once.
  private static func contacts(
    of records: some Collection<ContactRecord>, _ request: PageRequest, in db: Database
  ) throws -> [Contact] {
    request.namesOnly
      ? records.map { $0.contact(values: []) }
      : try PhotoQueries.withSummaries(try withValues(of: records, in: db), in: db)
  }

  /// `records` with their phones and emails, read by one statement prepared once per
  /// connection: the ids go in as one JSON array, so the statement is the same for any count.
  static func withValues(of records: some Collection<ContactRecord>, in db: Database)
    throws -> [Contact]
  {
    let statement = try db.cachedStatement(
      sql: """
        SELECT contactId, kind, position, label, value FROM contactValue
        WHERE contactId IN (SELECT value FROM json_each(?)) ORDER BY contactId, kind, position
        """)
    let ids = "[" + records.map { String($0.id!) }.joined(separator: ",") + "]"
    return attach(try ContactValueRecord.fetchAll(statement, arguments: [ids]), to: records)
  }

  private static func attach(
    _ values: [ContactValueRecord], to records: some Collection<ContactRecord>
  ) -> [Contact] {
    let valuesByContact = Dictionary(grouping: values, by: \.contactId)
    return records.map { $0.contact(values: valuesByContact[$0.id!] ?? []) }
  }
}

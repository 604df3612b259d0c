import ContactsDomain
import GRDB

/// The SQL behind `ContactDatabase`, run inside its transactions.
enum ContactQueries {
  /// Every contact, in the app's order, with its phones and emails.
  static func allContacts(in db: Database) throws -> [Contact] {
    let records = try ContactRecord.order(Column("sortKey"), Column("id")).fetchAll(db)
    let values = try ContactValueRecord.order(
      Column("contactId"), Column("kind"), Column("position")
    )
    .fetchAll(db)
    return attach(values, to: records)
  }

  static func contact(id: Contact.ID, in db: Database) throws -> Contact {
    guard let record = try ContactRecord.fetchOne(db, key: id) else {
      throw ContactStoreError.notFound(id)
    }
    return try withValues(of: [record], in: db)[0]
  }

  /// One window, read through the `contact_on_sortKey` index: `limit + 1` rows tell whether
  /// more follow, and an EXISTS on the other side tells whether more come before.
  static func page(_ request: PageRequest, matching: SQL?, in db: Database) throws -> ContactPage {
    let filter: SQL = matching.map { "AND id IN (\($0))" } ?? ""
    let limit = request.limit + 1
    switch request.anchor {
    case .first:
      let records = try fetch("TRUE", filter, "ASC", limit, db)
      return try makePage(records, limit: request.limit, hasPrevious: false, in: db)
    case .after(let position):
      let key: SQL = "(sortKey, id) > (\(position.sortKey.rawValue), \(position.id))"
      let records = try fetch(key, filter, "ASC", limit, db)
      let hasPrevious = try exists("NOT \(key)", filter, db)
      return try makePage(records, limit: request.limit, hasPrevious: hasPrevious, in: db)
    case .before(let position):
      let key: SQL = "(sortKey, id) < (\(position.sortKey.rawValue), \(position.id))"
      let records = try fetch(key, filter, "DESC", limit, db)
      let page = try makePage(records, limit: request.limit, hasPrevious: false, in: db)
      return ContactPage(
        contacts: page.contacts.reversed(), hasPrevious: page.hasNext,
        hasNext: try exists("NOT \(key)", filter, db))
    }
  }

  /// Inserts (`id` nil) or replaces the contact, its phones and emails, and its search entry.
  static func save(_ draft: ContactDraft, id: Contact.ID?, in db: Database) throws -> Contact {
    var record = ContactRecord(draft, id: id)
    if let id {
      do {
        try record.update(db)
      } catch RecordError.recordNotFound {
        throw ContactStoreError.notFound(id)
      }
    } else {
      try record.insert(db)
    }
    let contact = Contact(id: record.id!, draft)
    let values = ContactValueRecord.rows(of: draft, contactId: contact.id)
    let stored =
      id == nil
      ? []
      : try ContactValueRecord.filter(Column("contactId") == id)
        .order(Column("kind"), Column("position")).fetchAll(db)
    // An edit of the name alone leaves phones and emails as they are.
    if stored.map(\.labeledValue) != values.map(\.labeledValue)
      || stored.map(\.kind) != values.map(\.kind)
    {
      try ContactValueRecord.filter(Column("contactId") == contact.id).deleteAll(db)
      for value in values { try value.insert(db) }
    }
    try SearchIndex.replace(contact, in: db)
    return contact
  }

  // MARK: - Private

  private static func fetch(
    _ key: SQL, _ filter: SQL, _ direction: SQL, _ limit: Int, _ db: Database
  ) throws -> [ContactRecord] {
    try SQLRequest<ContactRecord>(
      literal: """
        SELECT id, firstName, lastName, sortKey, organization, note FROM contact
        WHERE \(key) \(filter)
        ORDER BY sortKey \(direction), id \(direction) LIMIT \(limit)
        """
    ).fetchAll(db)
  }

  private static func exists(_ key: SQL, _ filter: SQL, _ db: Database) throws -> Bool {
    try SQLRequest<Bool>(literal: "SELECT EXISTS (SELECT 1 FROM contact WHERE \(key) \(filter))")
      .fetchOne(db) ?? false
  }

  private static func makePage(
    _ records: [ContactRecord], limit: Int, hasPrevious: Bool, in db: Database
  ) throws -> ContactPage {
    ContactPage(
      contacts: try withValues(of: Array(records.prefix(limit)), in: db),
      hasPrevious: hasPrevious, hasNext: records.count > limit)
  }

  private static func withValues(of records: [ContactRecord], in db: Database) throws -> [Contact] {
    let values = try ContactValueRecord.filter(records.map(\.id).contains(Column("contactId")))
      .order(Column("contactId"), Column("kind"), Column("position")).fetchAll(db)
    return attach(values, to: records)
  }

  private static func attach(_ values: [ContactValueRecord], to records: [ContactRecord])
    -> [Contact]
  {
    let valuesByContact = Dictionary(grouping: values, by: \.contactId)
    return records.map { $0.contact(values: valuesByContact[$0.id!] ?? []) }
  }
}

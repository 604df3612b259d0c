import ContactsDomain
import GRDB

/// The SQL behind `ContactDatabase`, run inside its transactions.
enum ContactQueries {
  /// Contacts whose id is in the subquery `matching` (all when nil), in the app's order.
  static func contacts(matching: SQL?, in db: Database) throws -> [Contact] {
    let filter: SQL = matching.map { "WHERE id IN (\($0))" } ?? ""
    let records = try SQLRequest<ContactRecord>(
      literal: "SELECT * FROM contact \(filter) ORDER BY sortKey, id"
    ).fetchAll(db)
    let valueFilter: SQL = matching.map { "WHERE contactId IN (\($0))" } ?? ""
    let values = try SQLRequest<ContactValueRecord>(
      literal: "SELECT * FROM contactValue \(valueFilter) ORDER BY contactId, kind, position"
    ).fetchAll(db)
    let valuesByContact = Dictionary(grouping: values, by: \.contactId)
    return records.map { $0.contact(values: valuesByContact[$0.id!] ?? []) }
  }

  static func contact(id: Contact.ID, in db: Database) throws -> Contact {
    guard let contact = try contacts(matching: "SELECT \(id)", in: db).first else {
      throw ContactStoreError.notFound(id)
    }
    return contact
  }

  /// Inserts (`id` nil) or replaces the contact, its phones and emails, and its search entry.
  static func save(_ draft: ContactDraft, id: Contact.ID?, in db: Database) throws -> Contact {
    var record = ContactRecord(draft, id: id)
    if let id {
      guard try ContactRecord.exists(db, key: id) else { throw ContactStoreError.notFound(id) }
      try record.update(db)
      try ContactValueRecord.filter(Column("contactId") == id).deleteAll(db)
    } else {
      try record.insert(db)
    }
    let contact = Contact(id: record.id!, draft)
    for value in ContactValueRecord.rows(of: draft, contactId: contact.id) {
      try value.insert(db)
    }
    try SearchIndex.replace(contact, in: db)
    return contact
  }
}

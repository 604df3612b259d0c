import ContactsDomain
import GRDB

/// A row of the `contact` table.
struct ContactRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "contact"

  var id: Int64?
  var firstName: String
  var lastName: String
  var sortKey: String
  var organization: String
  var note: String

  init(_ draft: ContactDraft, id: Int64?) {
    self.id = id
    firstName = draft.firstName
    lastName = draft.lastName
    sortKey = ContactSortKey(fullName: draft.fullName).rawValue
    organization = draft.organization
    note = draft.note
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }

  /// The contact, with its phones and emails from `values` (in order).
  func contact(values: [ContactValueRecord]) -> Contact {
    // A fetched or inserted row always has its id.
    Contact(
      id: id!, firstName: firstName, lastName: lastName,
      phones: values.filter { $0.kind == .phone }.map(\.labeledValue),
      emails: values.filter { $0.kind == .email }.map(\.labeledValue),
      organization: organization, note: note)
  }
}

/// A row of the `contactValue` table: one phone number or email address of a contact.
struct ContactValueRecord: Codable, FetchableRecord, PersistableRecord {
  enum Kind: String, Codable {
    case phone
    case email
  }

  static let databaseTableName = "contactValue"

  var contactId: Int64
  var kind: Kind
  var position: Int
  var label: String
  var value: String

  var labeledValue: LabeledValue { LabeledValue(label: label, value: value) }

  /// The rows that store `draft`'s phones and emails for the contact `contactId`.
  static func rows(of draft: ContactDraft, contactId: Int64) -> [ContactValueRecord] {
    let phones = draft.phones.enumerated().map { (Kind.phone, $0, $1) }
    let emails = draft.emails.enumerated().map { (Kind.email, $0, $1) }
    return (phones + emails).map { kind, position, item in
      ContactValueRecord(
        contactId: contactId, kind: kind, position: position, label: item.label, value: item.value)
    }
  }
}

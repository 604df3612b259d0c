import ContactsDomain
import GRDB

/// A row of the `contact` table.
struct ContactRecord: FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "contact"

  var id: Int64?
  var firstName: String
  var lastName: String
  var sortKey: String
  var organization: String
  var note: String
  /// Nil for a row read by its name alone (`listColumns(namesOnly: true)`): a `ContactDetails`,
  /// even empty, is a large value, and a full list copies each row several times on its way
  /// into a window (perf: a tenth of `list`'s CPU went to copying and freeing the records).
  var details: ContactDetails?
  /// Written on save, never read back: the triggers index it.
  var searchText = ""
  /// Written on insert only; see `modeledColumns`.
  var uid = ""
  var extras = ""

  /// What an edit in the app writes: everything but the uid and the extras an import kept.
  static let modeledColumns = [
    "firstName", "lastName", "sortKey", "organization", "note", "details", "searchText",
    "birthday",
  ]

  init(_ draft: ContactDraft, id: Int64?) {
    self.id = id
    firstName = draft.firstName
    lastName = draft.lastName
    sortKey = ContactSortKey(draft).rawValue
    organization = draft.organization
    note = draft.note
    details = draft.details
  }

  // Rows are read and written by hand rather than through Codable: the list reads them on every
  // page, and decoding by column index is several times faster. A row of the first five
  // columns alone (`listColumns(namesOnly: true)`) is a row shown by its name: no note, no
  // details.
  init(row: Row) throws {
    id = row[0]
    firstName = row[1]
    lastName = row[2]
    sortKey = row[3]
    organization = row[4]
    guard row.count > 5 else {
      note = ""
      details = nil
      return
    }
    note = row[5]
    details = try DetailsColumn.decoded(row[6], contact: id!)
  }

  /// The columns of `table` a window of the list reads, in the order `init(row:)` reads them:
  /// when the window is shown as names alone, the name's columns only (`Contact.fullName`
  /// needs nothing else), so the note and the details' JSON are neither read nor decoded.
  static func listColumns(of table: String = "contact", namesOnly: Bool) -> SQL {
    let names = namesOnly ? nameColumns : nameColumns + ["note", "details"]
    return SQL(sql: names.map { "\(table).\($0)" }.joined(separator: ", "))
  }

  /// The columns `Contact.fullName` and a row's position are made of.
  private static let nameColumns = ["id", "firstName", "lastName", "sortKey", "organization"]

  /// The columns in the order `init(row:)` reads them.
  static var databaseSelection: [any SQLSelectable] {
    [
      Column("id"), Column("firstName"), Column("lastName"), Column("sortKey"),
      Column("organization"), Column("note"), Column("details"),
    ]
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["firstName"] = firstName
    container["lastName"] = lastName
    container["sortKey"] = sortKey
    container["organization"] = organization
    container["note"] = note
    let details = details ?? ContactDetails()
    container["details"] = DetailsColumn.encoded(details)
    container["birthday"] = BirthdayIndex.key(of: details)
    container["searchText"] = searchText
    container["uid"] = uid
    container["extras"] = extras
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }

  /// The contact, with its phones and emails from `values` (in order).
  func contact(values: [ContactValueRecord]) -> Contact {
    contact(
      phones: values.filter { $0.kind == .phone }.map(\.labeledValue),
      emails: values.filter { $0.kind == .email }.map(\.labeledValue))
  }

  /// The contact, with `phones` and `emails`.
  func contact(phones: [LabeledValue], emails: [LabeledValue]) -> Contact {
    // A fetched or inserted row always has its id.
    Contact(
      id: id!, firstName: firstName, lastName: lastName, phones: phones, emails: emails,
      organization: organization, note: note, details: details ?? ContactDetails(),
      sortKey: ContactSortKey(rawValue: sortKey))
  }
}

/// A row of the `contactValue` table: one phone number or email address of a contact.
struct ContactValueRecord: FetchableRecord, PersistableRecord {
  enum Kind: String {
    case phone
    case email
  }

  static let databaseTableName = "contactValue"

  var contactId: Int64
  var kind: Kind
  var position: Int
  var label: String
  var value: String

  init(contactId: Int64, kind: Kind, position: Int, label: String, value: String) {
    self.contactId = contactId
    self.kind = kind
    self.position = position
    self.label = label
    self.value = value
  }

  init(row: Row) {
    contactId = row[0]
    kind = row[1] == "phone" ? .phone : .email
    position = row[2]
    label = row[3]
    value = row[4]
  }

  /// The columns in the order `init(row:)` reads them.
  static var databaseSelection: [any SQLSelectable] {
    [
      Column("contactId"), Column("kind"), Column("position"), Column("label"), Column("value"),
    ]
  }

  func encode(to container: inout PersistenceContainer) {
    container["contactId"] = contactId
    container["kind"] = kind.rawValue
    container["position"] = position
    container["label"] = label
    container["value"] = value
  }

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

import ContactsDomain
import GRDB

/// A row of the `contact` table.
struct ContactRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "contact"

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let sortKey = Column(CodingKeys.sortKey)
  }

  var id: Int64?
  var firstName: String
  var lastName: String
  var sortKey: String

  init(_ draft: ContactDraft) {
    firstName = draft.firstName
    lastName = draft.lastName
    sortKey = ContactSortKey(fullName: draft.fullName).rawValue
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }

  var contact: Contact {
    // A fetched or inserted row always has its id.
    Contact(id: id!, firstName: firstName, lastName: lastName)
  }
}

import ContactsDomain
import ContactsPresentation
import Foundation

/// The History screen as `history --json` prints it.
struct HistoryJSON: Encodable {
  struct Version: Encodable {
    let number: Int
    /// ISO 8601, in UTC.
    let replacedAt: String
    /// "edit", "import", "sync", "revert", "rewind", "undo", "merge".
    let replacedBy: String
    /// The fields the next version changed, as the details screen captions them.
    let changed: [String]
    let contact: ContactJSON
  }

  let id: Contact.ID
  let fullName: String
  let total: Int
  let versions: [Version]

  init(_ screen: HistoryScreen) {
    id = screen.contactID
    fullName = screen.fullName
    total = screen.total
    versions = screen.rows.map { row in
      Version(
        number: row.number, replacedAt: ISO8601DateFormatter().string(from: row.replacedAt),
        replacedBy: row.change.rawValue, changed: row.changedFields,
        contact: ContactJSON(row.card))
    }
  }
}

import ContactsDomain
import ContactsPresentation
import Foundation

/// A contact as `--json` prints it.
package struct ContactJSON: Codable, Equatable {
  let id: Contact.ID
  let firstName: String
  let lastName: String
  let fullName: String
  let phones: [LabeledValue]
  let emails: [LabeledValue]
  let organization: String
  let note: String

  init(_ card: ContactCard) {
    id = card.id
    firstName = card.firstName
    lastName = card.lastName
    fullName = card.fullName
    phones = card.phones
    emails = card.emails
    organization = card.organization
    note = card.note
  }

  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

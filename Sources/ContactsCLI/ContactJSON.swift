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
  /// The rest of the card, keyed as the store keeps it: "birthday": "1815-12-10" (or "--12-10"
  /// without a year), "addresses", "urls", "chats", "related", "groups", "nickname"…; only
  /// the parts the contact has, so `{}` for most.
  let details: ContactDetails

  init(_ card: ContactCard) {
    id = card.id
    firstName = card.firstName
    lastName = card.lastName
    fullName = card.fullName
    phones = card.phones
    emails = card.emails
    organization = card.organization
    note = card.note
    details = card.details
  }

  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

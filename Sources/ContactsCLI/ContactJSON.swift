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

  /// `cards` as `encode` writes their `ContactJSON`s, byte for byte (a test holds them equal),
  /// written straight into bytes: `list --json` of a whole book spent most of its time in
  /// `JSONEncoder`.
  package static func list(_ cards: [ContactCard]) -> String {
    var json = JSONWriter(pretty: true, capacity: cards.count * 640)
    json.list(cards) { card, json in
      json.openObject()
      json.key("details")
      card.details.write(to: &json)
      json.key("emails")
      json.list(card.emails, LabeledValue.write)
      json.member("firstName", card.firstName)
      json.member("fullName", card.fullName)
      json.key("id")
      json.number(card.id)
      json.member("lastName", card.lastName)
      json.member("note", card.note)
      json.member("organization", card.organization)
      json.key("phones")
      json.list(card.phones, LabeledValue.write)
      json.closeObject()
    }
    return json.text
  }

  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

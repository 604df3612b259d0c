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
    json.openList()
    for card in cards {
      json.element()
      json.openObject()
      json.key("details")
      card.details.write(to: &json)
      json.key("emails")
      write(card.emails, to: &json)
      json.key("firstName")
      json.string(card.firstName)
      json.key("fullName")
      json.string(card.fullName)
      json.key("id")
      json.number(card.id)
      json.key("lastName")
      json.string(card.lastName)
      json.key("note")
      json.string(card.note)
      json.key("organization")
      json.string(card.organization)
      json.key("phones")
      write(card.phones, to: &json)
      json.closeObject()
    }
    json.closeList()
    return json.text
  }

  private static func write(_ rows: [LabeledValue], to json: inout JSONWriter) {
    json.openList()
    for row in rows { row.write(to: &json) }
    json.closeList()
  }

  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

import ContactsDomain
import Foundation

/// A contact as `--json` prints it.
struct ContactJSON: Codable, Equatable {
  let id: Contact.ID
  let firstName: String
  let lastName: String
  let fullName: String

  init(_ row: ContactViewModel) {
    id = row.id
    firstName = row.firstName
    lastName = row.lastName
    fullName = row.fullName
  }

  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

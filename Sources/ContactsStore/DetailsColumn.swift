import ContactsDomain
import Foundation

/// How the `details` column holds a contact's `ContactDetails`: "" for none, else JSON with
/// sorted keys and only the parts that hold something.
enum DetailsColumn {
  static func encoded(_ details: ContactDetails) -> String {
    guard !details.isEmpty else { return "" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, dates and lists of them always encode.
    return String(decoding: try! encoder.encode(details), as: UTF8.self)
  }

  /// The details `text` holds; throws when it is not what `encoded` writes.
  static func decoded(_ text: String, contact id: Int64) throws -> ContactDetails {
    guard !text.isEmpty else { return ContactDetails() }
    do {
      return try JSONDecoder().decode(ContactDetails.self, from: Data(text.utf8))
    } catch {
      throw ContactStoreError.failed("the details of contact \(id) cannot be read: \(error)")
    }
  }
}

import ContactsDomain
import Foundation

/// How the `details` column holds a contact's `ContactDetails`: "" for none, else JSON with
/// sorted keys and only the parts that hold something, as `JSONEncoder` writes it. Written and
/// read by hand (`ContactDetails.write(to:)`, `read(from:)`): every imported card writes it and
/// every listed contact reads it.
enum DetailsColumn {
  static func encoded(_ details: ContactDetails) -> String {
    guard !details.isEmpty else { return "" }
    var json = JSONWriter(pretty: false)
    details.write(to: &json)
    return json.text
  }

  /// The details `text` holds; throws when it is not JSON of details. Text the hand reader does
  /// not take (a key of a later version, a surrogate escape) goes to `JSONDecoder`.
  static func decoded(_ text: String, contact id: Int64) throws -> ContactDetails {
    guard !text.isEmpty else { return ContactDetails() }
    var scanner = JSONScanner(text)
    if let details = ContactDetails.read(from: &scanner), scanner.atEnd { return details }
    do {
      return try JSONDecoder().decode(ContactDetails.self, from: Data(text.utf8))
    } catch {
      throw ContactStoreError.failed("the details of contact \(id) cannot be read: \(error)")
    }
  }
}

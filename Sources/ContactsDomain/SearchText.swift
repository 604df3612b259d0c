import Foundation

/// What search matches: any part of the name ignoring case and accents, any part of an email,
/// and a phone's digits ignoring spaces, dashes, brackets and a leading `+`.
///
/// The store indexes `indexed(_:)` and looks up `terms(of:)`; both fold text the same way.
public enum SearchText {
  /// The text a contact is found by: folded names (both orders), emails, phone digits.
  public static func indexed(_ contact: Contact) -> String {
    var parts = [
      fold(contact.fullName), fold("\(contact.lastName) \(contact.firstName)"),
      fold(contact.organization),
    ]
    parts += contact.emails.map { fold($0.value) }
    parts += contact.phones.map { PhoneNumber.digits(of: $0.value) }
    return parts.joined(separator: "\n")
  }

  /// What to look for in `indexed` text: the folded query, and its digits when it reads as a
  /// phone number. Empty when the query has nothing to look for.
  public static func terms(of query: String) -> [String] {
    let folded = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !folded.isEmpty else { return [] }
    let digits = PhoneNumber.digits(of: folded)
    let readsAsPhone = !digits.isEmpty && PhoneNumber.isPlausible(folded)
    return readsAsPhone && digits != folded ? [folded, digits] : [folded]
  }

  /// True when `contact` answers `query`: the plain scan the index stands in for.
  public static func matches(_ contact: Contact, query: String) -> Bool {
    let text = indexed(contact)
    return terms(of: query).contains { text.contains($0) }
  }

  private static func fold(_ text: String) -> String {
    text.precomposed.folded
  }
}

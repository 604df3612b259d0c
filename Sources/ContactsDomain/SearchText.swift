import Foundation

/// What search matches: any part of the name ignoring case and accents, any part of an email,
/// a phone's digits ignoring spaces, dashes, brackets and a leading `+`, and any part of the
/// organization, nickname, job title, department, an address's city or the phonetic names,
/// folded as names are.
///
/// The store indexes `indexed(_:)` and looks up `terms(of:)`; both fold text the same way.
public enum SearchText {
  /// The text a contact is found by: folded names (both orders), organization, emails, phone
  /// digits, nickname, job title, department and cities.
  public static func indexed(_ contact: Contact) -> String {
    indexed(
      foldedName: fold(contact.fullName), firstName: contact.firstName,
      lastName: contact.lastName, organization: contact.organization, phones: contact.phones,
      emails: contact.emails, details: contact.details)
  }

  /// The sort key of a contact made of `draft` (`ContactSortKey(draft)`), and its shown name
  /// folded, from which `indexed(_:foldedName:)` makes its search text without folding the name
  /// again.
  public static func sortKey(of draft: ContactDraft) -> (ContactSortKey, foldedName: String) {
    let name = draft.fullName.precomposed
    let foldedName = name.folded
    let reading = ContactName.reading(
      firstName: draft.firstName, lastName: draft.lastName, details: draft.details)
    return (ContactSortKey(name: name, folded: foldedName, reading: reading), foldedName)
  }

  /// The search text (`indexed`) of a contact made of `draft`, whose shown name folds to
  /// `foldedName` (see `sortKey(of:)`).
  public static func indexed(_ draft: ContactDraft, foldedName: String) -> String {
    indexed(
      foldedName: foldedName, firstName: draft.firstName, lastName: draft.lastName,
      organization: draft.organization, phones: draft.phones, emails: draft.emails,
      details: draft.details)
  }

  /// `indexed` of a contact whose shown name folds to `foldedName`.
  private static func indexed(
    foldedName: String, firstName: String, lastName: String, organization: String,
    phones: [LabeledValue], emails: [LabeledValue], details: ContactDetails
  ) -> String {
    var text = foldedName
    text.reserveCapacity(2 * foldedName.utf8.count + 64)
    text += "\n"
    text += fold("\(lastName) \(firstName)")
    text += "\n"
    text += fold(organization)
    for email in emails {
      text += "\n"
      text += fold(email.value)
    }
    for phone in phones {
      text += "\n"
      text += PhoneNumber.digits(of: phone.value)
    }
    // Most contacts have none of these: nothing is folded or added for them.
    let more =
      [details.nickname, details.jobTitle, details.department]
      + details.addresses.map(\.locality) + phoneticNames(details)
    for field in more where !field.isEmpty {
      text += "\n"
      text += fold(field)
    }
    return text
  }

  /// The phonetic names, "First Last" and "Last First" as the names are, for a search of the
  /// reading; none without them.
  private static func phoneticNames(_ details: ContactDetails) -> [String] {
    let (first, last) = (details.phoneticFirstName, details.phoneticLastName)
    // Most contacts have none: no text is made for them.
    guard !first.isEmpty || !last.isEmpty else { return [] }
    guard !first.isEmpty, !last.isEmpty else { return [first + last] }
    return ["\(first) \(last)", "\(last) \(first)"]
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

  /// True when `contact`'s shown name is `name`, ignoring case, accents and spaces around it,
  /// as search folds them: "ada LOVELACE" names Ada Lovelace, "Ada" does not.
  public static func isNamed(_ contact: Contact, _ name: String) -> Bool {
    fold(contact.fullName) == fold(name.trimmingCharacters(in: .whitespacesAndNewlines))
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

import Foundation

/// A contact's fields, validated: the only way for input to reach a repository.
public struct ContactDraft: Hashable, Sendable {
  /// The longest name accepted, in characters.
  public static let maximumNameLength = 100

  public let firstName: String
  public let lastName: String
  public let phones: [LabeledValue]
  public let emails: [LabeledValue]
  public let organization: String
  public let note: String

  /// Trims and checks every field, throwing the error a person should see.
  public init(_ form: ContactForm) throws(ContactValidationError) {
    let first = FieldRules.normalized(form.firstName)
    let last = FieldRules.normalized(form.lastName)
    guard !FieldRules.isBlank(first), !FieldRules.isBlank(last) else { throw .missingName }
    firstName = try FieldRules.checked(first, .firstName, limit: Self.maximumNameLength)
    lastName = try FieldRules.checked(last, .lastName, limit: Self.maximumNameLength)
    phones = try FieldRules.phones(form.phones)
    emails = try FieldRules.emails(form.emails)
    organization = try FieldRules.checked(
      FieldRules.normalized(form.organization), .organization, limit: 200)
    note = try FieldRules.checked(
      FieldRules.normalized(FieldRules.unifiedLineBreaks(form.note)), .note, limit: 10_000,
      allowsNewlines: true)
  }

  /// Validates a contact that has names only, as the article's add screen makes.
  public init(firstName: String, lastName: String) throws(ContactValidationError) {
    try self.init(ContactForm(firstName: firstName, lastName: lastName))
  }

  /// The full name this draft will have once stored.
  public var fullName: String { "\(firstName) \(lastName)" }
}

import Foundation

/// A contact's fields, validated: the only way for input to reach a repository.
public struct ContactDraft: Hashable, Sendable {
  /// Where the fields come from, which decides the rules for names, phones and emails.
  public enum Origin: Hashable, Sendable {
    /// Typed on the add screen: the article's rule (first and last names), or for a company
    /// (`ContactForm.isCompany`) an organization; plausible phones and emails, a
    /// default label ("mobile", "home") for a row without one.
    case typed
    /// Typed on the edit screen of `contact`: a name it had may not be blanked, a name it never
    /// had is not demanded (a company card stays one); its own phones and emails stay as they are.
    case edit(Contact)
    /// Read from a file another program wrote: one name, or none with an organization, is a
    /// contact; phones, emails and their (possibly empty) labels are kept as written.
    case imported
  }

  /// The longest name accepted, in characters.
  public static let maximumNameLength = 100

  public let firstName: String
  public let lastName: String
  public let phones: [LabeledValue]
  public let emails: [LabeledValue]
  public let organization: String
  public let note: String
  /// Everything else: birthday, addresses, web sites, groups and the rest.
  public private(set) var details: ContactDetails

  /// Trims and checks every field by the rules of `origin`, throwing the error a person should see.
  public init(_ form: ContactForm, origin: Origin = .typed) throws(ContactValidationError) {
    let first = FieldRules.normalized(form.firstName)
    let last = FieldRules.normalized(form.lastName)
    let organization = FieldRules.normalized(form.organization)
    try NameRules.check(
      first: FieldRules.isBlank(first), last: FieldRules.isBlank(last),
      organization: FieldRules.isBlank(organization),
      shownOtherwise: NameRules.isShownOtherwise(form), isCompany: form.isCompany, origin: origin)
    firstName = try FieldRules.checked(
      FieldRules.isBlank(first) ? "" : first, .firstName, limit: Self.maximumNameLength)
    lastName = try FieldRules.checked(
      FieldRules.isBlank(last) ? "" : last, .lastName, limit: Self.maximumNameLength)
    self.organization = try FieldRules.checked(organization, .organization, limit: 200)
    phones = try FieldRules.phones(form.phones, origin: origin)
    emails = try FieldRules.emails(form.emails, origin: origin)
    note = try FieldRules.checked(
      FieldRules.normalized(FieldRules.unifiedLineBreaks(form.note)), .note, limit: 10_000,
      allowsNewlines: true)
    details = try DetailRules.details(form, origin: origin)
  }

  /// Validates a contact that has names only, as the article's add screen makes.
  public init(firstName: String, lastName: String) throws(ContactValidationError) {
    try self.init(ContactForm(firstName: firstName, lastName: lastName))
  }

  /// This draft with `groups` as the groups its own card lists, the rest unchanged: what a store
  /// keeps of it when some of its groups are group cards' (`GroupCardMembership`).
  public func listing(groups: [String]) -> ContactDraft {
    var copy = self
    copy.details.groups = groups
    return copy
  }

  /// The name this draft will be shown by once stored (see `Contact.fullName`).
  public var fullName: String {
    ContactName.shown(
      firstName: firstName, lastName: lastName, organization: organization,
      nickname: details.nickname, emails: emails, phones: phones, urls: details.urls,
      isCompany: details.isCompany)
  }
}

/// What a person typed on the add or edit screen, before validation.
public struct ContactForm: Hashable, Sendable, Codable {
  public var firstName: String
  public var lastName: String
  /// Phone rows; a row whose number is blank is ignored.
  public var phones: [LabeledValue]
  /// Email rows; a row whose address is blank is ignored.
  public var emails: [LabeledValue]
  public var organization: String
  public var note: String

  public init(
    firstName: String = "", lastName: String = "", phones: [LabeledValue] = [],
    emails: [LabeledValue] = [], organization: String = "", note: String = ""
  ) {
    self.firstName = firstName
    self.lastName = lastName
    self.phones = phones
    self.emails = emails
    self.organization = organization
    self.note = note
  }

  /// The form of the edit screen, filled with `contact`.
  public init(_ contact: Contact) {
    self.init(
      firstName: contact.firstName, lastName: contact.lastName, phones: contact.phones,
      emails: contact.emails, organization: contact.organization, note: contact.note)
  }
}

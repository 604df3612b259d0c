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
  public var namePrefix = ""
  public var middleName = ""
  public var nameSuffix = ""
  public var nickname = ""
  public var pronouns = ""
  public var phoneticFirstName = ""
  public var phoneticLastName = ""
  public var jobTitle = ""
  public var department = ""
  public var role = ""
  public var manager = ""
  public var assistant = ""
  /// A date as `PartialDate` reads it ("1815-12-10", "12-10"); "" for none.
  public var birthday = ""
  public var anniversary = ""
  /// Address rows; a row with every part blank is ignored.
  public var addresses: [PostalAddress] = []
  /// Web site, chat and related-person rows; a row whose value is blank is ignored.
  public var urls: [LabeledValue] = []
  public var chats: [LabeledValue] = []
  public var socialProfiles: [LabeledValue] = []
  public var related: [LabeledValue] = []
  public var groups: [String] = []
  /// "This is a company": the card is shown and sorted by its organization, which it must have;
  /// it may name a person too (a contact there), as Apple's company cards may.
  public var isCompany = false

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
      emails: contact.emails, organization: contact.organization, note: contact.note,
      details: contact.details)
  }

  /// A form holding these fields and `details`.
  public init(
    firstName: String, lastName: String, phones: [LabeledValue], emails: [LabeledValue],
    organization: String, note: String, details: ContactDetails
  ) {
    self.init(
      firstName: firstName, lastName: lastName, phones: phones, emails: emails,
      organization: organization, note: note)
    for (entry, detail) in ContactFields.textDetails {
      entry.set(details[keyPath: detail.path], in: &self)
    }
    birthday = details.birthday?.text ?? ""
    anniversary = details.anniversary?.text ?? ""
    addresses = details.addresses
    urls = details.urls
    chats = details.chats
    socialProfiles = details.socialProfiles
    related = details.related
    groups = details.groups
    isCompany = details.isCompany
  }
}

extension ContactForm {
  /// Reads a form as any version wrote it: a key an earlier version did not write (every detail,
  /// for a sync's memory of a card agreed before details were read) is an empty field, so that
  /// memory still reads and the next sync merges field by field rather than without a base.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = { (key: CodingKeys) in try container.decodeIfPresent(String.self, forKey: key) ?? ""
    }
    let rows = { (key: CodingKeys) in
      try container.decodeIfPresent([LabeledValue].self, forKey: key) ?? []
    }
    self.init(
      firstName: try text(.firstName), lastName: try text(.lastName), phones: try rows(.phones),
      emails: try rows(.emails), organization: try text(.organization), note: try text(.note))
    for (entry, _) in ContactFields.textDetails {
      if let key = CodingKeys(stringValue: entry.formName) { entry.set(try text(key), in: &self) }
    }
    birthday = try text(.birthday)
    anniversary = try text(.anniversary)
    addresses = try container.decodeIfPresent([PostalAddress].self, forKey: .addresses) ?? []
    urls = try rows(.urls)
    chats = try rows(.chats)
    socialProfiles = try rows(.socialProfiles)
    related = try rows(.related)
    groups = try container.decodeIfPresent([String].self, forKey: .groups) ?? []
    isCompany = try container.decodeIfPresent(Bool.self, forKey: .isCompany) ?? false
  }
}

/// Everything a contact holds beyond its names, phones, emails, organization and note: what a
/// card carries and people open an address book for. Empty parts are "" or empty lists.
public struct ContactDetails: Hashable, Sendable, Codable {
  /// "Dr.", "Sir": vCard's honorific prefix.
  public var namePrefix = ""
  public var middleName = ""
  /// "Jr.", "PhD": vCard's honorific suffix.
  public var nameSuffix = ""
  public var nickname = ""
  /// How to refer to the contact: "she/her" (RFC 9554's `PRONOUNS`).
  public var pronouns = ""
  /// How the first name sounds, for ordering names written in other scripts (Apple's
  /// `X-PHONETIC-FIRST-NAME`, vCard 4.0's `SORT-AS`).
  public var phoneticFirstName = ""
  public var phoneticLastName = ""
  public var jobTitle = ""
  public var department = ""
  /// The part the contact plays at work (`ROLE`): "Project lead".
  public var role = ""
  /// The contact's manager and assistant, by name (Outlook's `X-MS-MANAGER`, `X-MS-ASSISTANT`).
  public var manager = ""
  public var assistant = ""
  public var birthday: PartialDate?
  public var anniversary: PartialDate?
  public var addresses: [PostalAddress] = []
  /// Web sites: the label says whose ("home", "work", "blog").
  public var urls: [LabeledValue] = []
  /// Chat handles: the label names the service ("xmpp", "skype"), the value the handle.
  public var chats: [LabeledValue] = []
  /// Social network profiles (RFC 9554's `SOCIALPROFILE`): the label names the service
  /// ("twitter", "mastodon"), the value the profile's address or user name.
  public var socialProfiles: [LabeledValue] = []
  /// Related people: the label names the relation ("spouse", "child"), the value the person.
  public var related: [LabeledValue] = []
  /// The groups the contact belongs to, by name, in the order the card gave them.
  public var groups: [String] = []
  /// Whether the card is a company's (vCard 4.0's `KIND:org`, Apple's `X-ABShowAs:COMPANY`):
  /// shown and sorted by its organization even when it also names a person, as Apple shows it.
  public var isCompany = false

  public init() {}

  /// Whether the contact has none of these details.
  public var isEmpty: Bool { self == ContactDetails() }
}

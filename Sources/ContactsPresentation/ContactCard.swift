import ContactsDomain

/// What the screens show of a contact, shared by both builds.
public struct ContactCard: Identifiable, Hashable, Sendable {
  public let id: Contact.ID
  public let firstName: String
  public let lastName: String
  public let fullName: String
  public let phones: [LabeledValue]
  public let emails: [LabeledValue]
  public let organization: String
  public let note: String
  /// Everything else the contact holds: birthday, addresses, web sites, groups and the rest.
  public let details: ContactDetails
  /// The photo's type and size, nil when the contact has none (see `photoCaption`).
  public let photo: PhotoSummary?

  public init(_ contact: Contact) {
    id = contact.id
    firstName = contact.firstName
    lastName = contact.lastName
    fullName = contact.fullName
    phones = contact.phones
    emails = contact.emails
    organization = contact.organization
    note = contact.note
    details = contact.details
    photo = contact.photo
  }

  /// The photo's text alternative, "Photo of Ada Lovelace".
  public var photoAlt: String { "Photo of \(fullName)" }

  /// The photo as a line of text says it: "JPEG, 12 kB"; nil when there is none.
  public var photoCaption: String? { photo?.description }

  /// The phones as shown: "Fax (home)", "Mobile", "Phone (lab)", with where each leads.
  public var shownPhones: [ShownField] { phones.map(ShownField.phone) }

  /// The emails as shown: "Email (work)", with their `mailto:` links.
  public var shownEmails: [ShownField] { emails.map(ShownField.email) }

  /// Up to two letters for the avatar: "AL" for Ada Lovelace, "C" for Cher, "A" for Acme Inc.,
  /// "G" for a contact shown by its email grace@example.com; a company's of its organization,
  /// whatever person it names.
  public var initials: String {
    let isShownByName =
      fullName == ContactName.shown(firstName: firstName, lastName: lastName, organization: "")
    return isShownByName
      ? ContactName.initials(firstName: firstName, lastName: lastName, organization: fullName)
      : ContactName.initials(firstName: "", lastName: "", organization: fullName)
  }

  /// How many colours an avatar's initials are drawn on; each front end has that many.
  public static let avatarColours = 8

  /// The colour of the initials, `0..<avatarColours`: the same for the same name shown, in
  /// every build, process and device (FNV-1a of its UTF-8, not Swift's seeded `hashValue`), so
  /// a person is found again by colour as well as by letters.
  public var avatarColour: Int {
    var hash: UInt32 = 2_166_136_261
    for byte in fullName.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % UInt32(Self.avatarColours))
  }
}

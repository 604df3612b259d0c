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
  /// "G" for a contact shown by its email grace@example.com.
  /// Worked out when shown, not for every row of a list.
  public var initials: String {
    ContactName.initials(firstName: firstName, lastName: lastName, organization: fullName)
  }
}

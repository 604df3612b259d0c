/// A field of a contact, named as a person reads it: the one caption every front end gives it
/// (`ContactFieldEntry.caption`).
public enum ContactField: String, Sendable {
  case firstName = "First name"
  case lastName = "Last name"
  case phone = "Phone"
  case email = "Email"
  case label = "Label"
  case organization = "Organization"
  case note = "Note"
  case namePrefix = "Name prefix"
  case middleName = "Middle name"
  case nameSuffix = "Name suffix"
  case nickname = "Nickname"
  case pronouns = "Pronouns"
  case phoneticFirstName = "Phonetic first name"
  case phoneticLastName = "Phonetic last name"
  case jobTitle = "Job title"
  case department = "Department"
  case role = "Role"
  case manager = "Manager"
  case assistant = "Assistant"
  case birthday = "Birthday"
  case anniversary = "Anniversary"
  case address = "Address"
  case url = "Web site"
  case chat = "Chat"
  case socialProfile = "Social profile"
  case related = "Related person"
  case group = "Group"

  /// How a sentence counts several: "phone numbers", "web sites".
  public var plural: String {
    switch self {
    case .phone: "phone numbers"
    case .email: "email addresses"
    case .address: "addresses"
    case .url: "web sites"
    case .chat: "chat handles"
    case .socialProfile: "social profiles"
    case .related: "related people"
    case .group: "groups"
    default: rawValue.lowercased() + "s"
    }
  }
}

/// Why a contact's input was refused; `message` is what the person sees.
public enum ContactValidationError: UserFacingError, Equatable {
  case missingName
  /// "This is a company" ticked with no organization to name it by.
  case missingOrganization
  /// An edit blanked a name the contact had.
  case removedName(ContactField)
  /// Neither a name nor an organization, nor a nickname, email, phone or web site: nothing to
  /// show the contact by.
  case noNameShown
  case tooLong(ContactField, limit: Int)
  case controlCharacter(ContactField)
  case invalidPhone(String)
  case invalidEmail(String)
  case tooMany(ContactField, limit: Int)
  /// A date no calendar has, or text that is not a date.
  case impossibleDate(ContactField, String)
  case invalidWebAddress(String)
  /// A photo whose bytes are not a JPEG, PNG, GIF or WebP image (see `ImageType`).
  case notAnImage
  /// A photo that begins like an image but does not decode as a whole one (cut short, or
  /// corrupt).
  case unreadableImage
  /// A photo whose header says more pixels than `limit` (`PhotoIntake.maximumPixels`).
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// A photo larger than `limit` (`ContactPhoto.maximumBytes` kept, `PhotoIntake`'s taken).
  case photoTooLarge(byteCount: Int, limit: Int)
  /// A merge given fewer than two contacts.
  case mergeNeedsTwo
  /// A merge given more contacts than `limit` (`ContactMerge.maximumContacts`).
  case mergeTooMany(limit: Int)
  /// A merge given the contact named twice.
  case mergedTwice(String)
  /// A merge told to take a field (its caption, lower case) from contact `id`, which it does
  /// not merge.
  case chosenNotMerged(String, Contact.ID)

  public var message: String {
    switch self {
    case .missingName:
      "A contact must have first and last names"
    case .missingOrganization:
      "A company must have an organization name"
    case .removedName(let field):
      "\(field.rawValue) cannot be removed: this contact has one"
    case .noNameShown:
      "A contact must have a name, an organization, a nickname, an email, a phone or a web site"
    case .tooLong(let field, let limit):
      "\(field.rawValue) must be at most \(limit) characters"
    case .controlCharacter(let field):
      "\(field.rawValue) must not contain control characters"
    case .invalidPhone(let text):
      "“\(text)” is not a phone number: use 3 to 17 digits, with spaces, dashes or brackets "
        + "and an optional leading +"
    case .invalidEmail(let text):
      "“\(text)” is not an email address like name@example.com"
    case .tooMany(let field, let limit):
      "A contact can have at most \(limit) \(field.plural)"
    case .impossibleDate(let field, let text):
      "\(field.rawValue) “\(text)” is not a date: write 1815-12-10, or 12-10 without a year"
    case .invalidWebAddress(let text):
      "“\(text)” is not a web address like https://example.com"
    case .notAnImage:
      "The photo is not an image this app shows: use a JPEG, PNG, GIF or WebP file"
    case .unreadableImage:
      "The photo could not be read: the image is cut short or damaged. Choose the file again, "
        + "or another photo"
    case .tooManyPixels(let width, let height, let limit):
      "The photo is \(width) × \(height) pixels: a photo may have at most "
        + "\(limit / 1_000_000) million"
    case .photoTooLarge(let byteCount, let limit):
      // Rounded up: a photo one byte over the limit reads as larger than it.
      "The photo is \(ByteCount.text(byteCount, roundingUp: true)): a photo must be at most "
        + ByteCount.text(limit)
    case .mergeNeedsTwo:
      "A merge needs two contacts or more"
    case .mergeTooMany(let limit):
      "A merge takes at most \(limit) contacts at once"
    case .mergedTwice(let name):
      "\(name) is named twice: name each contact to merge once"
    case .chosenNotMerged(let field, let id):
      "The \(field) cannot be taken from contact \(id): it is not one of the contacts merged"
    }
  }
}

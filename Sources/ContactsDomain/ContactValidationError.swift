/// A field of a contact, named as a person reads it.
public enum ContactField: String, Sendable {
  case firstName = "First name"
  case lastName = "Last name"
}

/// Why a contact's input was refused; `message` is what the person sees.
public enum ContactValidationError: UserFacingError, Equatable {
  case missingName
  case tooLong(ContactField, limit: Int)
  case controlCharacter(ContactField)

  public var message: String {
    switch self {
    case .missingName: "A contact must have first and last names"
    case .tooLong(let field, let limit): "\(field.rawValue) must be at most \(limit) characters"
    case .controlCharacter(let field): "\(field.rawValue) must not contain control characters"
    }
  }
}

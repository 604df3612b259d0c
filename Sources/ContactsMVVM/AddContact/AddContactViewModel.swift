import ContactsDomain

/// How the add screen ended.
public enum AddContactOutcome: Equatable, Sendable {
  case added(Contact)
  case cancelled
}

/// The add contact screen's state. Validation lives here, where a test reaches it.
public final class AddContactViewModel {
  private let repository: any ContactRepository

  /// The alert to show, e.g. "A contact must have first and last names"; nil when none.
  public private(set) var alert: String?
  /// Set when the screen should close, with what happened.
  public private(set) var outcome: AddContactOutcome?

  public init(repository: any ContactRepository) {
    self.repository = repository
  }

  /// Call when the user taps Done with what they typed.
  public func doneTapped(firstName: String, lastName: String) async {
    do {
      let draft = try ContactDraft(firstName: firstName, lastName: lastName)
      outcome = .added(try await repository.create(draft))
      alert = nil
    } catch let error as ContactValidationError {
      alert = error.message
    } catch {
      alert = readableMessage("Could not save the contact", error)
    }
  }

  /// Call when the user taps Cancel.
  public func cancelTapped() {
    outcome = .cancelled
  }
}

import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// How the add or edit screen ended.
public enum AddContactOutcome: Equatable, Sendable {
  case added(Contact)
  case updated(Contact)
  case cancelled
}

/// The add contact screen's state, also the edit screen's. Validation lives here.
@Observable
public final class AddContactViewModel {
  private let repository: any ContactRepository
  private let edited: Contact?

  /// The fields to show: empty for a new contact, the contact's own when editing, and what the
  /// person typed after a refused Done.
  public private(set) var form: ContactForm
  /// Why the last Done saved nothing, typed; nil when it saved or before one.
  public private(set) var failure: AppFailure?
  /// The alert to show, e.g. "A contact must have first and last names"; nil when none.
  public var alert: String? { failure?.message }
  /// Set when the screen should close, with what happened.
  public private(set) var outcome: AddContactOutcome?

  /// The add screen, or the edit screen of `contact` when given.
  public init(repository: any ContactRepository, editing contact: Contact? = nil) {
    self.repository = repository
    edited = contact
    form = contact.map(ContactForm.init) ?? ContactForm()
  }

  /// True on the edit screen.
  public var isEditing: Bool { edited != nil }

  /// Call when the user taps Done with what they typed and the photo they picked, if any:
  /// saved as one change.
  public func doneTapped(_ typed: ContactForm, photo: PhotoChange = .keep) async {
    form = typed
    do {
      let draft = try ContactDraft(typed, origin: edited.map { .edit($0) } ?? .typed)
      if let edited {
        outcome = .updated(try await repository.update(id: edited.id, with: draft, photo: photo))
      } else {
        outcome = .added(try await repository.create(draft, photo: photo))
      }
      failure = nil
    } catch {
      failure = AppFailure(.saveContact, error)
    }
  }

  /// Call when the user taps Cancel.
  public func cancelTapped() {
    outcome = .cancelled
  }
}

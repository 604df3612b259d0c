import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The add (and edit) screen's view for `VIPERApp`, and the add module's delegate: the save is
/// known because the module said so.
final class AddContactRecordingView: AddContactViewInterface, AddModuleDelegate {
  /// The form the screen shows.
  private(set) var form: ContactForm?
  private(set) var failure: AppFailure?
  private var saved: Contact?

  /// The contact saved, or why not.
  var answer: Result<Contact, AppFailure> {
    if let saved { return .success(saved) }
    return .failure(failure ?? .unanswered)
  }

  func showForm(_ form: ContactForm, isEditing: Bool) { self.form = form }
  func showAlert(_ failure: AppFailure) { self.failure = failure }
  func didAddContact(_ contact: Contact) { saved = contact }
  func didUpdateContact(_ contact: Contact) { saved = contact }
  func didCancelAddContact() {}
}

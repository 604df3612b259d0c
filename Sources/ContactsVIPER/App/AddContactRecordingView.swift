import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The add (and edit) screen's view for `VIPERApp`: the form it shows, or why Done saved
/// nothing. The save itself is told to the module that presented the screen.
final class AddContactRecordingView: AddContactViewInterface {
  /// The form the screen shows.
  private(set) var form: ContactForm?
  private(set) var failure: AppFailure?

  func showForm(_ form: ContactForm, isEditing: Bool) { self.form = form }
  func showAlert(_ failure: AppFailure) { self.failure = failure }
}

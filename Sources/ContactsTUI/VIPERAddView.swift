import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// The add (and edit) screen's passive view: the form and the alert the presenter shows.
final class VIPERAddView: AddContactViewInterface {
  weak var screens: VIPERScreens?

  func showForm(_ form: ContactForm, isEditing: Bool) {
    screens?.state.form = form
    screens?.state.isEditing = isEditing
    screens?.state.alert = nil
  }

  func showAlert(_ failure: AppFailure) {
    screens?.state.alert = failure.message
  }
}

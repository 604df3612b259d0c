import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// The details screen's passive view: the card, the delete question, a failure's sentence.
final class VIPERDetailsView: ContactDetailsViewInterface {
  weak var screens: VIPERScreens?

  func showContact(_ card: ContactCard) {
    screens?.state.card = card
    screens?.state.isConfirmingDelete = false
    screens?.state.detailsFailure = nil
  }

  func askToConfirmDelete(of card: ContactCard) {
    screens?.state.card = card
    screens?.state.isConfirmingDelete = true
  }

  // The terminal shows no photo: the details say its type and size.
  func showPhoto(_ photo: ContactPhoto?) {}

  func showError(_ failure: AppFailure) {
    screens?.state.detailsFailure = failure.message
  }
}

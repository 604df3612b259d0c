import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The details screen's view for `VIPERApp`, and the details module's delegate.
final class DetailsRecordingView: ContactDetailsViewInterface, ContactDetailsModuleDelegate {
  /// The card shown, or why none.
  private(set) var answer: Result<ContactCard, AppFailure> = .failure(.unanswered)
  /// The card the screen asks "Delete?" about.
  private(set) var confirming: ContactCard?
  /// The contact the edit screen saved, as the details module reported it.
  private(set) var updated: Contact?
  /// The contact the details module deleted.
  private(set) var deleted: Contact.ID?
  /// The photo shown full size, or why none.
  private(set) var photo: Result<ContactPhoto?, AppFailure> = .failure(.unanswered)

  func showContact(_ card: ContactCard) {
    answer = .success(card)
    confirming = nil
  }

  func askToConfirmDelete(of card: ContactCard) { confirming = card }
  func showPhoto(_ photo: ContactPhoto?) { self.photo = .success(photo) }

  func showError(_ failure: AppFailure) {
    answer = .failure(failure)
    photo = .failure(failure)
  }
  func didUpdateContact(_ contact: Contact) { updated = contact }
  func didDeleteContact(_ id: Contact.ID) { deleted = id }
}

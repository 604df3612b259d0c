import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// The Recently deleted module's passive view, in either of its two places: the Recently
/// deleted screen, or the list's undo after a delete. What the presenter shows goes into the
/// screens' state.
final class VIPERRecentlyDeletedView: RecentlyDeletedViewInterface {
  /// Where the module is shown.
  enum Place {
    /// The Recently deleted screen: its rows, and what its actions did.
    case screen
    /// The list, offering to undo the delete just done.
    case undo
  }

  weak var screens: VIPERScreens?
  let place: Place
  /// True when the last action showed an error rather than what it did: the screen is not
  /// loaded again over the sentence.
  private(set) var failed = false

  init(_ place: Place) {
    self.place = place
  }

  func showScreen(_ screen: RecentlyDeletedScreen) {
    screens?.state.deleted = screen
  }

  func showOutcome(_ outcome: TrashOutcome) {
    failed = false
    notice(outcome.sentence)
    if place == .undo { screens?.state.undone = outcome.isBack ? outcome.contactID : nil }
  }

  func showUndoOffer(_ offer: UndoOffer?) {
    screens?.state.undoOffer = offer
  }

  func showError(_ failure: AppFailure) {
    failed = true
    notice(failure.message)
  }

  private func notice(_ sentence: String) {
    switch place {
    case .screen: screens?.state.deletedNotice = sentence
    case .undo: screens?.state.undoNotice = sentence
    }
  }
}

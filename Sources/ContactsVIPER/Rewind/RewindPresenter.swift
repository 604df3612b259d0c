import ContactsDomain
import ContactsPresentation
import Foundation

/// The Rewind screen's logic: show what a rewind would change, then rewind and show what it
/// changed.
final class RewindPresenter: RewindPresenterInterface {
  weak var view: (any RewindViewInterface)?
  private let interactor: any RewindInteractorInterface

  init(view: any RewindViewInterface, interactor: any RewindInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - RewindPresenterInterface

  func timeChosen(_ date: Date) async {
    do {
      view?.showScreen(
        RewindScreen(plan: try await interactor.retrievePlan(to: date), isDone: false))
    } catch {
      view?.showError(AppFailure(.planRewind, error))
    }
  }

  func rewindConfirmed(_ date: Date) async {
    do {
      view?.showScreen(RewindScreen(plan: try await interactor.rewind(to: date), isDone: true))
    } catch {
      view?.showError(AppFailure(.rewind, error))
    }
  }
}

import ContactsDomain
import ContactsPresentation

/// Merges through its interactor and shows what was done.
final class MergePresenter: MergePresenterInterface {
  weak var view: (any MergeViewInterface)?
  private let interactor: any MergeInteractorInterface

  init(view: any MergeViewInterface, interactor: any MergeInteractorInterface) {
    self.view = view
    self.interactor = interactor
  }

  // MARK: - MergePresenterInterface

  func mergeTapped(_ request: MergeRequest) async {
    await show { try await interactor.merge(request) }
  }

  func mergeIdenticalTapped(region: PhoneRegion?, dryRun: Bool) async {
    await show { try await interactor.mergeIdentical(region: region, dryRun: dryRun) }
  }

  private func show(_ merge: () async throws -> MergeOutcome) async {
    do {
      view?.showMerged(MergeScreen(try await merge()))
    } catch {
      view?.showError(AppFailure(.mergeContacts, error))
    }
  }
}

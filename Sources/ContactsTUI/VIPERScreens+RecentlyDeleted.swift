import ContactsDomain
import ContactsPresentation
import ContactsVIPER

// Recently deleted and undo: each opens the RecentlyDeleted module (its wireframe assembles
// it), the terminal being its passive view, and tells its presenter what the person did.
extension VIPERScreens {
  func openRecentlyDeleted() async {
    state.isShowingDeleted = true
    state.deleted = nil
    state.deletedNotice = nil
    let trash = module(.screen)
    self.trash = trash
    await trash.presenter.viewDidLoad()
  }

  func restoreTapped(_ id: Contact.ID) async {
    guard let trash else { return }
    await trash.presenter.restoreTapped(id)
    if !trash.view.failed { await trash.presenter.viewDidLoad() }
  }

  func deleteForeverTapped(_ id: Contact.ID) async {
    guard let trash else { return }
    await trash.presenter.deleteForeverTapped(id)
    if !trash.view.failed { await trash.presenter.viewDidLoad() }
  }

  func closeRecentlyDeleted() {
    trash = nil
    state.isShowingDeleted = false
    state.deleted = nil
    state.deletedNotice = nil
  }

  func undoOfferNeeded() async {
    state.undoOffer = nil
    state.undoNotice = nil
    state.undone = nil
    let undo = module(.undo)
    self.undo = undo
    await undo.presenter.undoOfferNeeded()
  }

  func undoTapped() async {
    guard let undo, let offer = state.undoOffer else { return }
    await undo.presenter.undoTapped(offer.change.id)
  }

  /// A RecentlyDeleted module, the terminal being its view in `place`.
  private func module(_ place: VIPERRecentlyDeletedView.Place) -> (
    presenter: any RecentlyDeletedPresenterInterface, view: VIPERRecentlyDeletedView
  ) {
    let view = VIPERRecentlyDeletedView(place)
    view.screens = self
    let presenter = RecentlyDeletedWireframe.createRecentlyDeletedModule(
      view: view, repository: repository)
    return (presenter, view)
  }
}

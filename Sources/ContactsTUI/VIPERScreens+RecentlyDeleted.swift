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
    let view = VIPERRecentlyDeletedView(.screen)
    view.screens = self
    let presenter = RecentlyDeletedWireframe.createRecentlyDeletedModule(
      view: view, repository: repository)
    trash = (presenter, view)
    await presenter.viewDidLoad()
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
    let view = VIPERRecentlyDeletedView(.undo)
    view.screens = self
    let presenter = RecentlyDeletedWireframe.createRecentlyDeletedModule(
      view: view, repository: repository)
    undo = (presenter, view)
    await presenter.undoOfferNeeded()
  }

  func undoTapped() async {
    guard let undo, let offer = state.undoOffer else { return }
    await undo.presenter.undoTapped(offer.change.id)
  }
}

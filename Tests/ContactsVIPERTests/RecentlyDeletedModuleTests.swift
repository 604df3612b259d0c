import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the Recently deleted module and undo")
struct RecentlyDeletedModuleTests {
  private struct Module {
    let presenter: any RecentlyDeletedPresenterInterface
    let view = RecentlyDeletedViewSpy()

    init(_ repository: RepositorySpy) {
      presenter = RecentlyDeletedWireframe.createRecentlyDeletedModule(
        view: view, repository: repository, limit: 1)
    }
  }

  @Test func theScreenShowsTheDeletedContactsMostRecentFirst() async throws {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    try await repository.delete(id: 1)
    try await repository.delete(id: 3)
    let module = Module(repository)
    await module.presenter.viewDidLoad()
    let deleted = try await repository.deletedContacts(limit: 2)
    #expect(
      module.view.calls == [
        .screen(RecentlyDeletedScreen(deleted: deleted, keepDays: 30, limit: 1))
      ])
  }

  @Test func restoreDeleteForeverAndUndoSayWhatTheyDid() async throws {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let ada = Contact.typedFour[0]
    _ = try await repository.update(
      id: ada.id, with: try ContactDraft(firstName: "Ada", lastName: "King"))
    let module = Module(repository)
    await module.presenter.undoOfferNeeded()
    let change = UndoableChange(id: 1, kind: .edit, contactID: ada.id, fullName: ada.fullName)
    await module.presenter.undoTapped(change.id)
    try await repository.delete(id: ada.id)
    await module.presenter.restoreTapped(ada.id)
    await module.presenter.deleteForeverTapped(ada.id)
    await module.presenter.keepDeletedChosen(days: 0)
    #expect(
      module.view.calls == [
        .offer(UndoOffer(change)),
        .outcome(
          .undone(
            UndoOutcome(
              change: change, putBack: 1, removed: 0, keptCount: 0, kept: [], contact: ada))),
        .outcome(.restored(ada)),
        .outcome(.deletedForever(ada.id, name: ada.fullName)),
        .screen(RecentlyDeletedScreen(deleted: [], keepDays: 0, limit: 1)),
      ])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let module = Module(RepositorySpy(failure: .diskFull))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [
        .error(AppFailure(.loadRecentlyDeleted, ContactStoreError.diskFull).message)
      ])
  }
}

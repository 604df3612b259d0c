import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: the Recently deleted screen and undo")
struct RecentlyDeletedViewModelTests {
  @Test func theScreenShowsTheDeletedContactsMostRecentFirst() async throws {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    try await repository.delete(id: 1)
    try await repository.delete(id: 3)
    let screen = RecentlyDeletedViewModel(repository: repository, limit: 1)
    await screen.viewDidLoad()
    let shown = try #require(screen.screen)
    #expect(shown.rows.map(\.id) == [3])
    #expect(shown.rows.map(\.left) == ["30 days left"])
    #expect(shown.notice == "More are deleted than these 1.")
    #expect(shown.keeping == "Deleted contacts are kept 30 days, then deleted for good.")
    #expect(screen.errorMessage == nil)
  }

  @Test func restoreDeleteForeverAndUndoSayWhatTheyDid() async throws {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let ada = Contact.typedFour[0]
    try await repository.delete(id: ada.id)
    let screen = RecentlyDeletedViewModel(repository: repository)
    await screen.undoOfferNeeded()
    #expect(screen.offer?.sentence == "Deleted \(ada.fullName).")
    let offered = try #require(screen.offer?.change)
    await screen.undoTapped(offered.id)
    #expect(
      screen.outcome
        == .undone(
          UndoOutcome(
            change: offered, putBack: 1, removed: 0, keptCount: 0, kept: [], contact: ada)))
    await screen.restoreTapped(ada.id)
    #expect(
      screen.errorMessage
        == AppFailure(.restoreContact, ContactStoreError.notDeleted(ada.id)).message)
    await screen.deleteForeverTapped(ada.id)
    #expect(screen.outcome == .deletedForever(ada.id, name: ada.fullName))
    await screen.undoTapped(nil)
    #expect(screen.errorMessage == AppFailure(.undo, ContactStoreError.nothingToUndo).message)
  }

  @Test func aStoreFailureIsShownAndNoScreen() async {
    let screen = RecentlyDeletedViewModel(repository: RepositorySpy(failure: .diskFull))
    await screen.viewDidLoad()
    #expect(screen.screen == nil)
    #expect(
      screen.errorMessage
        == AppFailure(.loadRecentlyDeleted, ContactStoreError.diskFull).message)
  }
}

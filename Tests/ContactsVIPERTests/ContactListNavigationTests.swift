import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

@testable import ContactsVIPER

/// The list's inputs a front end gives it, each carrying what the view shows, and what an empty
/// window shows.
@Suite("VIPER: the contact list's navigation")
struct ContactListNavigationTests {
  private let rows = Contact.typedFour.map(ContactViewModel.init).sorted()

  private func module(_ repository: RepositorySpy, window: ContactListWindow)
    -> (any ContactListPresenterInterface, ContactListViewSpy, ScreensSpy)
  {
    let view = ContactListViewSpy()
    let screens = ScreensSpy()
    let presenter = ContactListWireframe.createContactListModule(
      view: view, repository: repository, screens: screens, window: window)
    return (presenter, view, screens)
  }

  @Test func nextReadsTheWindowAfterTheLastRowShownWithTheViewsSearchInOneRead() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let (list, view, _) = module(repository, window: ContactListWindow(limit: 1, query: "a"))
    await list.nextPageTapped(after: rows[0].position)
    let asked = PageRequest(.after(rows[0].position), limit: 1, query: "a")
    #expect(await repository.calls == [.page(asked)])
    #expect(view.calls.first == .reload([rows[1]]))
  }

  @Test func previousAndALetterReadTheWindowsTheyName() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let (list, view, _) = module(repository, window: ContactListWindow(limit: 2))
    await list.previousPageTapped(before: rows[2].position)
    await list.letterTapped("Z")
    #expect(
      await repository.calls == [
        .page(PageRequest(.before(rows[2].position), limit: 2)),
        .page(PageRequest.startingAt("Z", limit: 2)),
      ])
    #expect(view.calls.filter { if case .reload = $0 { true } else { false } }.count == 2)
  }

  @Test func aWindowPastTheLastOneSaysTheListEndsThereNotThatThereAreNoContacts() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let (list, view, _) = module(repository, window: ContactListWindow(limit: 2, query: "a"))
    await list.send(.next(after: rows[3].position))
    #expect(view.calls == [.endOfList(restart: PageRequest(limit: 2, query: "a"))])
  }

  @Test func screensAskedForAViewTheyCannotMakeStopTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = RecordingScreens(presenting: .list).makeView((any ContactDetailsViewInterface).self)
    }
  }
}

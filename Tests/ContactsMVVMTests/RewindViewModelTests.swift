import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: RewindViewModel")
struct RewindViewModelTests {
  @Test func theScreenShowsTheFirstContactsInListOrder() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let screen = RewindViewModel(repository: repository, limit: 3)
    await screen.viewDidLoad()
    let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
    #expect(screen.rows == inAppOrder.prefix(3).map(ContactViewModel.init))
    #expect(screen.errorMessage == nil)
    #expect(await repository.calls == [.page(PageRequest(limit: 3))])
  }

  @Test func aStoreFailureIsShownAndNoRows() async {
    let screen = RewindViewModel(repository: RepositorySpy(failure: .diskFull))
    await screen.viewDidLoad()
    #expect(screen.rows == [])
    #expect(
      screen.errorMessage
        == "Could not load rewind: the disk is full; free some space and try again")
  }
}

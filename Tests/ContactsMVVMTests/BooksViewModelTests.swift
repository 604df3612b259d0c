import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: BooksViewModel")
struct BooksViewModelTests {
  @Test func theScreenShowsTheFirstContactsInListOrder() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let screen = BooksViewModel(repository: repository, limit: 3)
    await screen.viewDidLoad()
    let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
    #expect(screen.screen == BooksScreen(contacts: Array(inAppOrder.prefix(3))))
    #expect(screen.failure == nil)
    #expect(await repository.calls == [.page(PageRequest(limit: 3))])
  }

  @Test func aStoreFailureIsTheScreensFailureAndNoScreen() async {
    let screen = BooksViewModel(repository: RepositorySpy(failure: .diskFull))
    await screen.viewDidLoad()
    #expect(screen.screen == nil)
    #expect(screen.failure == AppFailure(.loadBooks, ContactStoreError.diskFull))
  }
}

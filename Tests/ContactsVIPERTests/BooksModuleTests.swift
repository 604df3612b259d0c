import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the books module")
struct BooksModuleTests {
  private struct Module {
    let presenter: any BooksPresenterInterface
    let view = BooksViewSpy()

    init(_ repository: RepositorySpy) {
      presenter = BooksWireframe.createBooksModule(
        view: view, repository: repository, limit: 3)
    }
  }

  @Test func theScreenShowsTheFirstContactsInListOrder() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let module = Module(repository)
    await module.presenter.viewDidLoad()
    let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
    #expect(module.view.calls == [.screen(BooksScreen(contacts: Array(inAppOrder.prefix(3))))])
    #expect(await repository.calls == [.page(PageRequest(limit: 3))])
  }

  @Test func aStoreFailureIsTheScreensFailure() async {
    let module = Module(RepositorySpy(failure: .diskFull))
    await module.presenter.viewDidLoad()
    #expect(module.view.calls == [.error(AppFailure(.loadBooks, ContactStoreError.diskFull))])
  }
}

import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the rewind module")
struct RewindModuleTests {
  private struct Module {
    let presenter: any RewindPresenterInterface
    let view = RewindViewSpy()

    init(_ repository: RepositorySpy) {
      presenter = RewindWireframe.createRewindModule(
        view: view, repository: repository, limit: 3)
    }
  }

  @Test func theScreenShowsTheFirstContactsInListOrder() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let module = Module(repository)
    await module.presenter.viewDidLoad()
    let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
    #expect(module.view.calls == [.rows(inAppOrder.prefix(3).map(ContactViewModel.init))])
    #expect(await repository.calls == [.page(PageRequest(limit: 3))])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let module = Module(RepositorySpy(failure: .diskFull))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [
        .error("Could not load rewind: the disk is full; free some space and try again")
      ])
  }
}

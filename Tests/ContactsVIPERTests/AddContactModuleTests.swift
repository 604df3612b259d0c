import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the add contact module")
struct AddContactModuleTests {
  /// An add module built by its wireframe, with spies for everything around it.
  private struct Module {
    let presenter: any AddContactPresenterInterface
    let view = AddContactViewSpy()
    let delegate = ModuleDelegateSpy()
    let screens = ScreensSpy()
    let repository: RepositorySpy

    init(_ repository: RepositorySpy = RepositorySpy()) {
      self.repository = repository
      presenter = AddContactWireframe.createAddContactModule(
        view: view, delegate: delegate, repository: repository, screens: screens)
    }
  }

  private let savingWhileLocked = AppFailure(.saveContact, ContactStoreError.locked).message

  @Test func doneWithValidNamesStoresClosesAndReportsTheContact() async throws {
    let module = Module(RepositorySpy(contacts: [.fixture(1, "Alan", "Turing")]))
    await module.presenter.doneTapped(ContactForm(firstName: " Ada", lastName: "Lovelace "))
    let draft = try ContactDraft(firstName: "Ada", lastName: "Lovelace")
    #expect(await module.repository.calls == [.create(draft)])
    #expect(module.screens.calls == [.dismissAddContact])
    #expect(module.delegate.calls == [.added(.fixture(2, "Ada", "Lovelace"))])
    #expect(module.view.alerts == [])
  }

  @Test func doneWithBlankLastNameShowsAlert() async {
    let module = Module()
    await module.presenter.doneTapped(ContactForm(firstName: "Ada", lastName: "  "))
    #expect(module.view.alerts == [AppFailure.refused(.missingName).message])
    #expect(await module.repository.calls == [])
    #expect(module.screens.calls == [])
    #expect(module.delegate.calls == [])
  }

  @Test func doneWithAControlCharacterShowsItsOwnAlert() async {
    let module = Module()
    await module.presenter.doneTapped(ContactForm(firstName: "A\u{0}da", lastName: "Lovelace"))
    #expect(module.view.alerts == [AppFailure.refused(.controlCharacter(.firstName)).message])
    #expect(await module.repository.calls == [])
    #expect(module.screens.calls == [])
  }

  @Test func doneAfterFixingTheNamesSavesOnce() async throws {
    let module = Module()
    await module.presenter.doneTapped(ContactForm(firstName: "", lastName: "Lovelace"))
    await module.presenter.doneTapped(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    let draft = try ContactDraft(firstName: "Ada", lastName: "Lovelace")
    #expect(module.view.alerts == [AppFailure.refused(.missingName).message])
    #expect(await module.repository.calls == [.create(draft)])
    #expect(module.screens.calls == [.dismissAddContact])
    #expect(module.delegate.calls == [.added(.fixture(1, "Ada", "Lovelace"))])
  }

  @Test func cancelClosesTheScreenAndStoresNothing() async {
    let module = Module()
    module.presenter.cancelTapped()
    #expect(module.screens.calls == [.dismissAddContact])
    #expect(module.delegate.calls == [])
    #expect(await module.repository.calls == [])
    #expect(module.view.alerts == [])
  }

  @Test func aStoreFailureShowsAReadableAlertAndKeepsTheScreenOpen() async throws {
    let module = Module(RepositorySpy(failure: .locked))
    await module.presenter.doneTapped(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    let draft = try ContactDraft(firstName: "Ada", lastName: "Lovelace")
    #expect(module.view.alerts == [savingWhileLocked])
    #expect(await module.repository.calls == [.create(draft)])
    #expect(module.screens.calls == [])
    #expect(module.delegate.calls == [])
  }

  @Test func theModuleDoesNotKeepItsViewDelegateOrScreensAlive() {
    weak var weakView: AddContactViewSpy?
    weak var weakDelegate: ModuleDelegateSpy?
    weak var weakScreens: ScreensSpy?
    var presenter: (any AddContactPresenterInterface)?
    do {
      let module = Module()
      weakView = module.view
      weakDelegate = module.delegate
      weakScreens = module.screens
      presenter = module.presenter
    }
    #expect(presenter != nil)
    #expect(weakView == nil)
    #expect(weakDelegate == nil)
    #expect(weakScreens == nil)
  }
}

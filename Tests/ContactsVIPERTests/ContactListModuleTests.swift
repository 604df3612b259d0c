import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the contact list module")
struct ContactListModuleTests {
  /// A list module and the spies around it; the test keeps the spies alive, as a front end would.
  private struct Module {
    let presenter: any ContactListPresenterInterface & AddModuleDelegate
    let view = ContactListViewSpy()
    let screens = ScreensSpy()
    let repository: RepositorySpy

    init(_ repository: RepositorySpy, window: ContactListWindow = ContactListWindow()) {
      self.repository = repository
      presenter = ContactListWireframe.createContactListModule(
        view: view, repository: repository, screens: screens, window: window)
    }
  }

  private let rowsInAppOrder = Contact.typedFour.map(ContactViewModel.init).sorted()

  // MARK: - Loading

  @Test func viewDidLoadWithContactsReloadsTheRowsInOrder() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    #expect(module.view.calls == [.reload(rowsInAppOrder), .paging(previous: nil, next: nil)])
    #expect(
      rowsInAppOrder.map(\.fullName) == ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"])
    #expect(await module.repository.calls == [.page(PageRequest())])
    #expect(module.screens.calls == [])
  }

  @Test func viewDidLoadWithNoContactsShowsNoContent() async {
    let module = Module(RepositorySpy())
    await module.presenter.viewDidLoad()
    #expect(module.view.calls == [.noContent])
  }

  @Test func aFailedLoadShowsAReadableErrorInsteadOfAnEmptyList() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour, failure: .locked))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [.error(AppFailure(.loadContacts, ContactStoreError.locked).message)])
  }

  // MARK: - Adding

  @Test func addNewContactTappedPresentsTheAddScreenAndLeavesTheListAlone() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    module.presenter.addNewContactTapped()
    #expect(module.screens.calls == [.presentAddContact])
    #expect(module.screens.addPresenter != nil)
    #expect(module.view.calls == [.reload(rowsInAppOrder), .paging(previous: nil, next: nil)])
    #expect(await module.repository.calls == [.page(PageRequest())])
  }

  @Test func doneOnThePresentedAddScreenInsertsTheRowAtItsIndexWithoutReloading() async throws {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    module.presenter.addNewContactTapped()
    await module.screens.addPresenter?.doneTapped(
      ContactForm(firstName: "Alan", lastName: "Turing"))

    let alan = ContactViewModel(.fixture(5, "Alan", "Turing"))
    #expect(
      module.view.calls == [
        .reload(rowsInAppOrder), .paging(previous: nil, next: nil), .insert(alan, at: 1),
      ])
    #expect(module.screens.calls == [.presentAddContact, .dismissAddContact])
    #expect(module.screens.addView.alerts == [])
    let draft = try ContactDraft(firstName: "Alan", lastName: "Turing")
    #expect(await module.repository.calls == [.page(PageRequest()), .create(draft)])
  }

  @Test func eachAddedContactIsInsertedWhereItBelongsAmongTheRowsSoFar() async {
    let module = Module(RepositorySpy())
    await module.presenter.viewDidLoad()
    for contact in Contact.typedFour {
      module.presenter.addNewContactTapped()
      await module.screens.addPresenter?.doneTapped(
        ContactForm(firstName: contact.firstName, lastName: contact.lastName))
    }
    let rows = Contact.typedFour.map(ContactViewModel.init)
    #expect(
      module.view.calls == [
        .noContent,
        .insert(rows[0], at: 0),
        .insert(rows[1], at: 0),
        .insert(rows[2], at: 0),
        .insert(rows[3], at: 1),
      ])
  }

  @Test func blankNamesOnThePresentedAddScreenShowTheAlertAndLeaveTheListAlone() async {
    let module = Module(RepositorySpy())
    await module.presenter.viewDidLoad()
    module.presenter.addNewContactTapped()
    await module.screens.addPresenter?.doneTapped(ContactForm(firstName: "Ada", lastName: " "))
    #expect(module.screens.addView.alerts == [AppFailure.refused(.missingName).message])
    #expect(module.view.calls == [.noContent])
    #expect(module.screens.calls == [.presentAddContact])
    #expect(await module.repository.calls == [.page(PageRequest())])
  }

  @Test func cancelOnThePresentedAddScreenClosesItAndLeavesTheListAlone() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    module.presenter.addNewContactTapped()
    module.screens.addPresenter?.cancelTapped()
    #expect(module.view.calls == [.reload(rowsInAppOrder), .paging(previous: nil, next: nil)])
    #expect(module.screens.calls == [.presentAddContact, .dismissAddContact])
    #expect(await module.repository.calls == [.page(PageRequest())])
  }

  // MARK: - Ownership

  @Test func theModuleDoesNotKeepItsViewOrScreensAlive() {
    weak var weakView: ContactListViewSpy?
    weak var weakScreens: ScreensSpy?
    var presenter: (any ContactListPresenterInterface)?
    do {
      let view = ContactListViewSpy()
      let screens = ScreensSpy()
      weakView = view
      weakScreens = screens
      presenter = ContactListWireframe.createContactListModule(
        view: view, repository: RepositorySpy(), screens: screens)
    }
    #expect(presenter != nil)
    #expect(weakView == nil)
    #expect(weakScreens == nil)
  }
}

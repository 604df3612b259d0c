import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Foundation
import Testing

@Suite("VIPER: the contact list module")
struct ContactListModuleTests {
  /// A list module and the spies around it; the test keeps the spies alive, as a front end would.
  private struct Module {
    let presenter: any ContactListPresenterInterface & AddModuleDelegate & ImportModuleDelegate
    let view = ContactListViewSpy()
    let screens = ScreensSpy()
    let repository: RepositorySpy

    init(_ repository: RepositorySpy) {
      self.repository = repository
      presenter = ContactListWireframe.createContactListModule(
        view: view, repository: repository, fileFormat: LineFormatSpy(), screens: screens)
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
    #expect(module.view.calls == [.noContent, .paging(previous: nil, next: nil)])
  }

  @Test func aFailedLoadShowsAReadableErrorInsteadOfAnEmptyList() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour, failure: .locked))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [
        .error(
          "Could not load contacts: the database is locked by another program; try again in a moment"
        )
      ])
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
        .noContent, .paging(previous: nil, next: nil),
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
    #expect(module.screens.addView.alerts == ["A contact must have first and last names"])
    #expect(module.view.calls == [.noContent, .paging(previous: nil, next: nil)])
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

  // MARK: - Import and export

  @Test func importTappedPresentsTheImportScreenAndLeavesTheListAlone() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    module.presenter.importTapped()
    #expect(module.screens.calls == [.presentImportContacts])
    #expect(module.screens.importPresenter != nil)
    #expect(module.view.calls == [.reload(rowsInAppOrder), .paging(previous: nil, next: nil)])
  }

  @Test func anImportThatChangedContactsReloadsTheListInOrder() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.viewDidLoad()
    module.presenter.importTapped()
    await module.screens.importPresenter?.importTapped(
      data: LineFormatSpy.file("u5;Alan;Turing"), fileName: "a.txt", dryRun: false)
    let withAlan = (Contact.typedFour + [.fixture(5, "Alan", "Turing")])
      .map(ContactViewModel.init).sorted()
    #expect(
      module.view.calls == [
        .reload(rowsInAppOrder), .paging(previous: nil, next: nil),
        .reload(withAlan), .paging(previous: nil, next: nil),
      ])
    #expect(
      module.screens.importView.calls.last == .summary(ImportSummary(counts: .init(added: 1))))
  }

  @Test(arguments: [true, false])
  func anImportThatChangedNothingLeavesTheListAlone(dryRun: Bool) async {
    let module = Module(RepositorySpy())
    let file = LineFormatSpy.file("u1;Ada;Lovelace")
    if !dryRun {
      await module.presenter.didImportContacts(ImportSummary(counts: .init(unchanged: 1)))
    } else {
      module.presenter.importTapped()
      await module.screens.importPresenter?.importTapped(data: file, fileName: "a", dryRun: true)
    }
    #expect(module.view.calls == [])
    #expect(await module.repository.calls.allSatisfy { if case .page = $0 { false } else { true } })
  }

  @Test func exportTappedPresentsTheExportScreenWhichHandsItsViewTheFile() async {
    let module = Module(RepositorySpy(contacts: [.fixture(1, "Ada", "Lovelace")]))
    module.presenter.exportTapped()
    #expect(module.screens.calls == [.presentExportContacts])
    await module.screens.exportPresenter?.exportTapped()
    #expect(
      module.screens.exportView.calls == [
        .write(Data("urn:spy:1;Ada;Lovelace;\n".utf8)),
        .finished(ExportSummary(count: 1, fileName: "contacts.txt", mediaType: "text/plain")),
      ])
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
        view: view, repository: RepositorySpy(), fileFormat: LineFormatSpy(), screens: screens)
    }
    #expect(presenter != nil)
    #expect(weakView == nil)
    #expect(weakScreens == nil)
  }
}

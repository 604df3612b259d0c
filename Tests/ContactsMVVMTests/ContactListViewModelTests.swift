import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: ContactListViewModel")
struct ContactListViewModelTests {
  private let appOrder = ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"]
  private let lockedMessage = AppFailure(.loadContacts, ContactStoreError.locked).message

  private func loadedList(_ contacts: [Contact] = Contact.typedFour) async
    -> (ContactListViewModel, RepositorySpy)
  {
    let repository = RepositorySpy(contacts: contacts)
    let list = ContactListViewModel(repository: repository)
    await list.viewDidLoad()
    return (list, repository)
  }

  // MARK: - Loading

  @Test func loadingShowsTheRowsInTheAppsOrder() async {
    let (list, repository) = await loadedList()
    #expect(list.rows == Contact.typedFour.map(ContactViewModel.init).sorted())
    #expect(list.rows.map(\.fullName) == appOrder)
    #expect(list.rows.count == 4)
    #expect(list.rows[0].fullName == "adam smith")
    #expect(list.rows[3] == ContactViewModel(.fixture(1, "Zoe", "Adams")))
    #expect(list.errorMessage == nil)
    #expect(list.screen?.names == appOrder)
    #expect(await repository.calls == [.page(PageRequest())])
  }

  @Test func showsNoContentOnlyAfterAnEmptyLoad() async {
    let list = ContactListViewModel(repository: RepositorySpy())
    #expect(list.screen == nil)
    await list.viewDidLoad()
    #expect(list.screen == .noContent)
    #expect(list.rows.count == 0)
    #expect(list.errorMessage == nil)
  }

  @Test func aFailedLoadShowsTheErrorAndNeitherRowsNorNoContent() async {
    let repository = RepositorySpy(contacts: Contact.typedFour, failure: .locked)
    let list = ContactListViewModel(repository: repository)
    await list.viewDidLoad()
    #expect(list.errorMessage == lockedMessage)
    #expect(list.rows.isEmpty)
    #expect(list.rows.count == 0)
    #expect(list.screen == nil)
    #expect(await repository.calls == [.page(PageRequest())])
  }

  @Test func aFailedReloadDropsTheRowsShownBefore() async {
    let (list, repository) = await loadedList()
    await repository.fail(with: .locked)
    await list.viewDidLoad()
    #expect(list.rows.isEmpty)
    #expect(list.errorMessage == lockedMessage)
    #expect(await repository.calls == [.page(PageRequest()), .page(PageRequest())])
  }

  @Test func aSuccessfulReloadClearsTheError() async {
    let repository = RepositorySpy(contacts: Contact.typedFour, failure: .locked)
    let list = ContactListViewModel(repository: repository)
    await list.viewDidLoad()
    await repository.fail(with: nil)
    await list.viewDidLoad()
    #expect(list.errorMessage == nil)
    #expect(list.rows.map(\.fullName) == appOrder)
  }

  // MARK: - A contact was added

  @Test(arguments: [
    ("Aaron", "Aaronson", 0),
    ("Alan", "Turing", 1),
    ("Émile", "Zola", 2),
    ("Edsger", "Dijkstra", 2),
    ("Zoe", "Adams", 4),
    ("Zz", "Top", 4),
  ])
  func didAddContactInsertsTheRowAtItsSortedIndex(
    firstName: String, lastName: String, index: Int
  ) async {
    let (list, repository) = await loadedList()
    let contact = Contact.fixture(5, firstName, lastName)
    #expect(list.didAddContact(contact) == index)
    #expect(list.rows[index] == ContactViewModel(contact))
    #expect(list.rows.count == 5)
    #expect(list.rows == (Contact.typedFour + [contact]).map(ContactViewModel.init).sorted())
    #expect(await repository.calls == [.page(PageRequest())])
  }

  @Test func addingToAnEmptyListInsertsAtZeroAndHidesNoContent() async {
    let (list, _) = await loadedList([])
    #expect(list.didAddContact(.fixture(1, "Ada", "Lovelace")) == 0)
    #expect(list.rows.map(\.fullName) == ["Ada Lovelace"])
    #expect(list.screen?.names == ["Ada Lovelace"])
  }

  @Test func addingSeveralKeepsTheRowsSorted() async {
    let (list, _) = await loadedList([])
    var indexes: [Int?] = []
    for contact in Contact.typedFour {
      indexes.append(list.didAddContact(contact))
    }
    #expect(indexes == [0, 0, 0, 1])
    #expect(list.rows.map(\.fullName) == appOrder)
  }

  // MARK: - Navigation

  @Test func nextReadsTheWindowAfterTheLastRowShownWithTheViewsSearchInOneRead() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let list = ContactListViewModel(
      repository: repository, window: ContactListWindow(limit: 1, query: "a"))
    let first = ContactViewModel(.fixture(3, "adam", "smith"))
    await list.nextPageTapped(after: first.position)
    #expect(
      await repository.calls == [.page(PageRequest(.after(first.position), limit: 1, query: "a"))])
    #expect(list.rows.map(\.fullName) == ["Ángel Díaz"])
  }

  @Test func aWindowPastTheLastOneSaysTheListEndsThereNotThatThereAreNoContacts() async {
    let list = ContactListViewModel(
      repository: RepositorySpy(contacts: Contact.typedFour), window: ContactListWindow(limit: 2))
    await list.send(.next(after: ContactViewModel(.fixture(1, "Zoe", "Adams")).position))
    #expect(list.screen == .endOfList(restart: PageRequest(limit: 2)))
  }
}

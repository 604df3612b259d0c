import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the upcoming birthdays module")
struct UpcomingBirthdaysModuleTests {
  private static let window = BirthdayWindow(from: PartialDate("2026-12-20")!, days: 20)!

  private struct Module {
    let presenter: any UpcomingBirthdaysPresenterInterface
    let view = UpcomingBirthdaysViewSpy()

    init(_ repository: RepositorySpy) {
      presenter = UpcomingBirthdaysWireframe.createUpcomingBirthdaysModule(
        view: view, repository: repository, window: UpcomingBirthdaysModuleTests.window, limit: 3)
    }
  }

  @Test func theScreenShowsTheWindowsBirthdaysSoonestFirst() async {
    let contacts: [Contact] = [
      .fixture(1, "Zoe", "Adams", born: "1990-01-02"),
      .fixture(2, "Ada", "Lovelace", born: "1815-12-10"),
      .fixture(3, "adam", "smith", born: "--12-24"),
      .fixture(4, "Bea", "Brown", born: "--12-24"),
    ]
    let repository = RepositorySpy(contacts: contacts)
    let module = Module(repository)
    await module.presenter.viewDidLoad()
    let soonestFirst = [contacts[2], contacts[3], contacts[0]]
    #expect(
      module.view.calls == [
        .birthdays(UpcomingBirthdaysScreen(window: Self.window, contacts: soonestFirst, limit: 3))
      ])
    #expect(await repository.calls == [.birthdays(first: Self.window.first, days: 20, limit: 4)])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let module = Module(RepositorySpy(failure: .diskFull))
    await module.presenter.viewDidLoad()
    #expect(
      module.view.calls == [.error(AppFailure(.loadBirthdays, ContactStoreError.diskFull).message)])
  }
}

import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: UpcomingBirthdaysViewModel")
struct UpcomingBirthdaysViewModelTests {
  private let window = BirthdayWindow(from: PartialDate("2026-12-20")!, days: 20)!
  private let contacts: [Contact] = [
    .fixture(1, "Zoe", "Adams", born: "1990-01-02"),
    .fixture(2, "Ada", "Lovelace", born: "1815-12-10"),
    .fixture(3, "adam", "smith", born: "--12-24"),
    .fixture(4, "Bea", "Brown", born: "--12-21"),
    .fixture(5, "No", "Birthday"),
  ]

  @Test func theScreenShowsTheWindowsBirthdaysSoonestFirst() async {
    let repository = RepositorySpy(contacts: contacts)
    let screen = UpcomingBirthdaysViewModel(repository: repository, window: window, limit: 2)
    await screen.viewDidLoad()
    #expect(
      screen.screen
        == UpcomingBirthdaysScreen(
          window: window, contacts: [contacts[3], contacts[2], contacts[0]], limit: 2)
    )
    #expect(screen.screen?.notice == "More birthdays follow than these 2.")
    #expect(screen.errorMessage == nil)
    #expect(await repository.calls == [.birthdays(first: window.first, days: 20, limit: 3)])
  }

  @Test func aStoreFailureIsShownAndNoScreen() async {
    let screen = UpcomingBirthdaysViewModel(
      repository: RepositorySpy(failure: .diskFull), window: window)
    await screen.viewDidLoad()
    #expect(screen.screen == nil)
    #expect(
      screen.errorMessage == AppFailure(.loadBirthdays, ContactStoreError.diskFull).message)
  }
}

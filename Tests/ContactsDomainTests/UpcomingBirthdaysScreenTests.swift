import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("Upcoming birthdays as the screen words them")
struct UpcomingBirthdaysScreenTests {
  private func window(_ first: String, days: Int) throws -> BirthdayWindow {
    let first = try #require(PartialDate(first))
    return try #require(BirthdayWindow(from: first, days: days))
  }

  @Test func rowsSayTheDayHowSoonAndTheAgeTurned() throws {
    let contacts: [Contact] = [
      .fixture(1, "Ada", "Lovelace", born: "1815-02-27"),
      .fixture(2, "Leap", "Ling", born: "2000-02-29"),
      .fixture(3, "No", "Year", born: "--03-05"),
    ]
    let screen = UpcomingBirthdaysScreen(
      window: try window("2027-02-27", days: 10), contacts: contacts, limit: 3)
    #expect(screen.heading == "Birthdays from February 27 to March 9")
    #expect(screen.notice == nil)
    let rows = screen.rows.map { [$0.fullName, $0.date, $0.when, $0.turning ?? "-"] }
    #expect(
      rows == [
        ["Ada Lovelace", "February 27", "today", "turns 212"],
        ["Leap Ling", "February 28 (born February 29)", "tomorrow", "turns 27"],
        ["No Year", "March 5", "in 6 days", "-"],
      ])
  }

  @Test func oneDayNoneAndMoreThanShownAreSaid() throws {
    let today = try window("2026-11-25", days: 0)
    let none = UpcomingBirthdaysScreen(window: today, contacts: [], limit: 5)
    #expect(none.heading == "Birthdays on November 25")
    #expect(none.notice == "No birthdays today.")
    let week = try window("2026-11-25", days: 7)
    #expect(
      UpcomingBirthdaysScreen(window: week, contacts: [], limit: 5).notice
        == "No one’s birthday falls in these days.")
    let born = (1...3).map { Contact.fixture($0, "P\($0)", "Q", born: "--11-2\($0 + 4)") }
    let more = UpcomingBirthdaysScreen(window: week, contacts: born, limit: 2)
    #expect(more.rows.map(\.id) == [1, 2])
    #expect(more.notice == "More birthdays follow than these 2.")
  }
}

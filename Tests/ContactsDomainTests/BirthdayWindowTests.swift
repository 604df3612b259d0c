import ContactsDomain
import Testing

@Suite("Upcoming birthdays: the window of days and when a birthday falls in it")
struct BirthdayWindowTests {
  private func window(_ first: String, days: Int = BirthdayWindow.defaultDays) throws
    -> BirthdayWindow
  {
    let first = try #require(PartialDate(first))
    return try #require(BirthdayWindow(from: first, days: days))
  }

  private func occasion(_ birthday: String, in window: BirthdayWindow) throws -> BirthdayOccasion? {
    let birthday = try #require(PartialDate(birthday))
    return window.occasion(of: birthday)
  }

  @Test func aBirthdayFallsOnItsDayWithHowSoonAndTheAgeTurned() throws {
    let window = try window("2026-11-25")
    let ada = try #require(try occasion("1815-12-10", in: window))
    #expect(ada == BirthdayOccasion(date: PartialDate("2026-12-10")!, daysAway: 15, age: 211))
    #expect(try occasion("--11-25", in: window)?.daysAway == 0)
    #expect(try occasion("--11-25", in: window)?.age == nil)
    #expect(try occasion("--11-26", in: window)?.daysAway == 1)
    #expect(try occasion("--12-26", in: window) == nil)
    #expect(try occasion("--11-24", in: window) == nil)
    #expect(window.last == PartialDate("2026-12-25"))
  }

  @Test func aWindowOverTheYearsEndFallsInTheNextYearAndIsTwoRuns() throws {
    let window = try window("2026-12-20", days: 20)
    #expect(window.keyRuns == [1220...1231, 101...109])
    #expect(try occasion("1990-01-02", in: window)?.date == PartialDate("2027-01-02"))
    #expect(try occasion("1990-01-02", in: window)?.age == 37)
    #expect(try occasion("1990-01-02", in: window)?.daysAway == 13)
  }

  @Test func february29FallsOnFebruary28InAYearWithoutOne() throws {
    let window = try window("2027-02-27", days: 3)
    let leapling = try #require(try occasion("2000-02-29", in: window))
    #expect(leapling == BirthdayOccasion(date: PartialDate("2027-02-28")!, daysAway: 1, age: 27))
    #expect(try occasion("--02-28", in: window)?.daysAway == 1)
    #expect(try occasion("--03-01", in: window)?.daysAway == 2)
    #expect(window.keyRuns == [227...302])
  }

  @Test func february29FallsOnItsOwnDayInALeapYear() throws {
    let window = try window("2028-02-27", days: 3)
    let leapling = try #require(try occasion("2000-02-29", in: window))
    #expect(leapling == BirthdayOccasion(date: PartialDate("2028-02-29")!, daysAway: 2, age: 28))
    #expect(try occasion("--02-28", in: window)?.daysAway == 1)
    #expect(try occasion("--03-01", in: window)?.daysAway == 3)
  }

  @Test func aWindowEndingOnFebruary28OfACommonYearHoldsFebruary29() throws {
    #expect(try occasion("--02-29", in: try window("2027-02-01", days: 27)) != nil)
    #expect(try occasion("--02-29", in: try window("2028-02-01", days: 27)) == nil)
  }

  @Test func aYearLessADayHoldsEveryBirthdayOnce() throws {
    let window = try window("2026-03-01", days: BirthdayWindow.maximumDays)
    #expect(window.keyRuns == [301...1231, 101...229])
    #expect(try occasion("--02-28", in: window)?.date == PartialDate("2027-02-28"))
    #expect(try occasion("--02-29", in: window)?.date == PartialDate("2027-02-28"))
  }

  @Test func noAgeForABirthYearNotBeforeTheDay() throws {
    let window = try window("2026-11-25")
    #expect(try occasion("2026-11-30", in: window)?.age == nil)
    #expect(try occasion("2030-11-30", in: window)?.age == nil)
    #expect(try occasion("2025-11-30", in: window)?.age == 1)
  }

  @Test(arguments: [-1, BirthdayWindow.maximumDays + 1])
  func daysOutsideTheRangeOrAFirstDayWithoutAYearMakeNoWindow(days: Int) throws {
    let today = try #require(PartialDate("2026-11-25"))
    let noYear = try #require(PartialDate("--11-25"))
    #expect(BirthdayWindow(from: today, days: days) == nil)
    #expect(BirthdayWindow(from: noYear, days: 3) == nil)
  }
}

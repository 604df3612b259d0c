/// The days an upcoming-birthdays list covers: a first day (today, from the caller's clock) and
/// the `days` after it, and which birthdays fall on them.
///
/// A February 29 birthday falls on February 28 in a year without one, not March 1: it stays in
/// the person's own month, and a reminder a day early still leaves time to greet on the day,
/// where one a day late does not. (March 1 is the legal rule for coming of age in some
/// countries; this list is for greetings.)
public struct BirthdayWindow: Sendable {
  /// How many days after the first a list covers unless told.
  public static let defaultDays = 30
  /// The most days after the first a list covers: a year less a day, so that no birthday falls
  /// twice.
  public static let maximumDays = 364

  /// The first day, its year known.
  public let first: PartialDate
  /// How many days after `first` the window covers: 0 is the first day alone.
  public let days: Int
  /// The last day, `days` after the first.
  public let last: PartialDate
  /// The month-day keys (`key(of:)`) the window covers, in runs of consecutive keys in the
  /// order their days come: what a store looks up, run after run, soonest first.
  public let keyRuns: [ClosedRange<Int>]
  /// The day each key falls on in the window, and how many days after the first it is.
  private let occasions: [Int: (date: PartialDate, daysAway: Int)]

  /// The window of `days` days after `first` (whose year must be known), or nil when `days` is
  /// outside `0...maximumDays` or `first` has no year.
  public init?(from first: PartialDate, days: Int) {
    guard let year = first.year, (0...Self.maximumDays).contains(days) else { return nil }
    self.first = first
    self.days = days
    var occasions: [Int: (date: PartialDate, daysAway: Int)] = [:]
    var keys: [Int] = []
    var date = (year: year, month: first.month, day: first.day)
    var shown = first
    for daysAway in 0...days {
      shown = PartialDate(year: date.year, month: date.month, day: date.day)!
      var falling = [Self.key(month: date.month, day: date.day)]
      if date.month == 2, date.day == 28, !PartialDate.isLeap(date.year) {
        falling.append(Self.key(month: 2, day: 29))
      }
      for key in falling {
        occasions[key] = (shown, daysAway)
        keys.append(key)
      }
      date = Self.dayAfter(date)
    }
    self.occasions = occasions
    last = shown
    keyRuns = Self.runs(of: keys)
  }

  /// `birthday`'s month and day as one number, `month * 100 + day` (1210 for December 10): what
  /// a store indexes, ordered as the days of a year.
  public static func key(of birthday: PartialDate) -> Int {
    key(month: birthday.month, day: birthday.day)
  }

  /// When `birthday` falls in the window: the day, how many days after the first, and the age
  /// turned when the birth year is known (nil when unknown, or when the year is not before).
  public func occasion(of birthday: PartialDate) -> BirthdayOccasion? {
    guard let found = occasions[Self.key(of: birthday)] else { return nil }
    let age = birthday.year.map { found.date.year! - $0 }.flatMap { $0 > 0 ? $0 : nil }
    return BirthdayOccasion(date: found.date, daysAway: found.daysAway, age: age)
  }

  // MARK: - Private

  private static func key(month: Int, day: Int) -> Int { month * 100 + day }

  private static func dayAfter(_ date: (year: Int, month: Int, day: Int))
    -> (year: Int, month: Int, day: Int)
  {
    if date.day < PartialDate.days(inMonth: date.month, year: date.year) {
      return (date.year, date.month, date.day + 1)
    }
    return date.month == 12 ? (date.year + 1, 1, 1) : (date.year, date.month + 1, 1)
  }

  /// `keys`, the keys of consecutive days, as runs of rising keys: a year's end starts a run.
  private static func runs(of keys: [Int]) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for key in keys {
      if let last = runs.last, key > last.upperBound {
        runs[runs.count - 1] = last.lowerBound...key
      } else {
        runs.append(key...key)
      }
    }
    return runs
  }
}

/// When a birthday falls in a `BirthdayWindow`.
public struct BirthdayOccasion: Hashable, Sendable {
  /// The day it falls on, its year known.
  public let date: PartialDate
  /// Days after the window's first day: 0 today, 1 tomorrow.
  public let daysAway: Int
  /// The age turned, when the birth year is known.
  public let age: Int?

  public init(date: PartialDate, daysAway: Int, age: Int?) {
    self.date = date
    self.daysAway = daysAway
    self.age = age
  }
}

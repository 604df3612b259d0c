import ContactsDomain
import Foundation

/// What a person asks of the upcoming birthdays screen, as typed on the command line or sent in
/// a link: a first day, how many days after it, how many rows. Read once here for every front
/// end, with the sentence that refuses each bad value.
public struct BirthdaysRequest: Sendable {
  /// The days the screen covers.
  public let window: BirthdayWindow
  /// How many rows it shows at most.
  public let limit: Int

  /// The request of `from` ("2026-11-25"; `today` when nil), `days` (`BirthdayWindow
  /// .defaultDays` when nil) and `limit` (`PageRequest.defaultLimit` when nil); throws the
  /// sentence refusing the first bad one.
  public init(from: String?, days: String?, limit: String?, today: PartialDate)
    throws(BirthdaysRefusal)
  {
    let first = try from.map { text throws(BirthdaysRefusal) in
      guard let date = PartialDate(text), date.year != nil, text.count == 10 else {
        throw BirthdaysRefusal(
          message: "“\(ShownText.summaryLine(text))” is not a date: give one as 2026-11-25.")
      }
      return date
    }
    let count = try Self.number(
      days, default: BirthdayWindow.defaultDays,
      refusal: {
        NumberRefusal.refusal($0, in: 0...BirthdayWindow.maximumDays, what: "a number of days")
      })
    self.limit = try Self.number(
      limit, default: PageRequest.defaultLimit, refusal: NumberRefusal.limit)
    // A first day `PartialDate` read with its year, and days in range, always make a window.
    window = BirthdayWindow(from: first ?? today, days: count)!
  }

  /// The day `now` is in `timeZone`: what a front end's clock says today is.
  public static func today(at now: Date, in timeZone: TimeZone) -> PartialDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    // The Gregorian calendar always gives a year, month and day, and they make a date.
    return PartialDate(year: parts.year!, month: parts.month!, day: parts.day!)!
  }

  /// `text` as a number, `value` when nil; throws what `refusal` says of it.
  private static func number(
    _ text: String?, default value: Int, refusal: (String) -> String?
  ) throws(BirthdaysRefusal) -> Int {
    guard let text else { return value }
    if let message = refusal(text) { throw BirthdaysRefusal(message: message) }
    // `refusal` let it through: a whole number.
    return Int(text)!
  }
}

/// A value of a `BirthdaysRequest` refused, with the sentence saying why.
public struct BirthdaysRefusal: UserFacingError, Equatable {
  public let message: String
}

import ContactsDomain

/// Why a date typed as the form's three fields, Day, Month and an optional Year, is no date, in
/// the words of those fields: "Birthday: February has no 31st day", "Birthday: the day must be
/// a number from 1 to 31". The command line keeps `ContactValidationError`'s sentence, which
/// speaks of its `--birthday 1815-12-10`.
public enum DateFieldsRefusal {
  /// The sentence for `field` typed as `day`, `month` and `year`; nil when they make a date or
  /// are all blank.
  public static func sentence(_ field: ContactField, day: String, month: String, year: String)
    -> String?
  {
    let parts = [day, month, year].map { $0.filter { !$0.isWhitespace } }
    guard parts.contains(where: { !$0.isEmpty }) else { return nil }
    guard let problem = problem(day: parts[0], month: parts[1], year: parts[2]) else {
      return nil
    }
    return "\(field.rawValue): \(problem)"
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// What is wrong with the parts, trimmed; nil when nothing is.
  private static func problem(day: String, month: String, year: String) -> String? {
    if day.isEmpty { return "the day is missing" }
    if month.isEmpty { return "the month is missing" }
    guard let dayNumber = number(day, in: 1...31, digits: 2) else {
      return "the day must be a number from 1 to 31"
    }
    guard let monthNumber = number(month, in: 1...12, digits: 2) else {
      return "the month must be a number from 1 to 12"
    }
    var yearNumber: Int?
    if !year.isEmpty {
      guard let typed = number(year, in: 1...9999, digits: 4) else {
        return "the year must be a number from 1 to 9999, or left out"
      }
      yearNumber = typed
    }
    guard dayNumber > PartialDate.days(inMonth: monthNumber, year: yearNumber) else {
      return nil
    }
    let monthName = months[monthNumber - 1]
    // Only February's days depend on the year: February 29 of a year that has none.
    let named = monthNumber == 2 && dayNumber == 29 ? "\(monthName) \(year)" : monthName
    return "\(named) has no \(dayNumber)\(dayNumber == 31 ? "st" : "th") day"
  }

  /// `text` as a number in `range`: digits only, at most `digits` of them.
  private static func number(_ text: String, in range: ClosedRange<Int>, digits: Int) -> Int? {
    guard text.count <= digits, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), range.contains(value)
    else { return nil }
    return value
  }
}

/// A calendar date whose year may be unknown, as a birthday often is: vCard's `--MMDD`.
public struct PartialDate: Hashable, Sendable, Codable, Comparable {
  /// The year, when known.
  public let year: Int?
  public let month: Int
  public let day: Int

  /// The date, or nil when no calendar has it (April 31, February 29 of 2023). A February 29
  /// without a year is a date: someone born on one.
  public init?(year: Int?, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1 else { return nil }
    if let year, !(1...9999).contains(year) { return nil }
    guard day <= Self.days(inMonth: month, year: year) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads "1815-12-10", "18151210", "--12-10", "--1210" (vCard's forms) and "12-10" (a month
  /// and a day, as typed): nil for anything else or a date no calendar has.
  public init?(_ text: String) {
    let digits = text.filter(\.isNumber)
    guard digits.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let numbers = parts.map { Int($0) }
    switch (parts.count, text.count) {
    case (1, 8) where numbers[0] != nil:  // 18151210
      self.init(from: digits, year: true)
    case (3, 6) where text.hasPrefix("--") && parts[2].count == 4:  // --1210
      self.init(from: String(parts[2]), year: false)
    case (3, 10) where parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2:
      guard let year = numbers[0], let month = numbers[1], let day = numbers[2] else { return nil }
      self.init(year: year, month: month, day: day)
    case (4, 7) where text.hasPrefix("--") && parts[2].count == 2 && parts[3].count == 2:
      guard let month = numbers[2], let day = numbers[3] else { return nil }
      self.init(year: nil, month: month, day: day)
    case (2, 4...5) where (1...2).contains(parts[0].count) && (1...2).contains(parts[1].count):
      guard let month = numbers[0], let day = numbers[1] else { return nil }
      self.init(year: nil, month: month, day: day)
    default:
      return nil
    }
  }

  private init?(from digits: String, year hasYear: Bool) {
    let values = Array(digits).map { Int(String($0))! }
    let number = { (range: Range<Int>) in range.reduce(0) { $0 * 10 + values[$1] } }
    let offset = hasYear ? 4 : 0
    self.init(
      year: hasYear ? number(0..<4) : nil, month: number(offset..<offset + 2),
      day: number(offset + 2..<offset + 4))
  }

  /// "1815-12-10", or "--12-10" without a year: vCard 4.0's and ISO 8601's extended forms.
  public var text: String {
    let monthDay = "\(Self.twoDigits(month))-\(Self.twoDigits(day))"
    guard let year else { return "--" + monthDay }
    return "\(String(repeating: "0", count: max(0, 4 - String(year).count)))\(year)-\(monthDay)"
  }

  public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
    (lhs.year ?? 0, lhs.month, lhs.day) < (rhs.year ?? 0, rhs.month, rhs.day)
  }

  /// The days `month` has in `year`; 29 for February when the year is unknown.
  public static func days(inMonth month: Int, year: Int?) -> Int {
    switch month {
    case 2: year.map(isLeap) ?? true ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year` has a February 29 (the Gregorian rule).
  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : String(number)
  }
}

extension PartialDate {
  /// Reads the text `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = PartialDate(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "“\(text)” is not a date"))
    }
    self = date
  }

  /// Writes `text`: "1815-12-10" or "--12-10".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

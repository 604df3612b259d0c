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
  ///
  /// Read byte by byte: every imported birthday passes here, and splitting `Character`s cost a
  /// tenth of an import's time.
  public init?(_ text: String) {
    var text = text
    guard let date = text.withUTF8({ Self.read($0) }) else { return nil }
    self = date
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PartialDate? {
    let dash = UInt8(ascii: "-")
    guard bytes.count <= 10,
      bytes.allSatisfy({ $0 == dash || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    let parts = bytes.split(separator: dash, omittingEmptySubsequences: false)
    let counts = parts.map(\.count)
    func number(_ digits: some Collection<UInt8>) -> Int {
      digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    func date(year: Int?, monthDay: some Collection<UInt8>) -> PartialDate? {
      PartialDate(year: year, month: number(monthDay.prefix(2)), day: number(monthDay.dropFirst(2)))
    }
    switch counts {
    case [8]:  // 18151210
      return date(year: number(bytes.prefix(4)), monthDay: bytes.dropFirst(4))
    case [0, 0, 4]:  // --1210
      return date(year: nil, monthDay: parts[2])
    case [4, 2, 2]:  // 1815-12-10
      return PartialDate(year: number(parts[0]), month: number(parts[1]), day: number(parts[2]))
    case [0, 0, 2, 2]:  // --12-10
      return PartialDate(year: nil, month: number(parts[2]), day: number(parts[3]))
    case [1, 1], [1, 2], [2, 1], [2, 2]:  // 12-10, as typed
      return PartialDate(year: nil, month: number(parts[0]), day: number(parts[1]))
    default:
      return nil
    }
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

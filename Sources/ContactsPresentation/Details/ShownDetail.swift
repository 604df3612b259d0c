import ContactsDomain

/// One row of the details screen, the same in both builds, on the terminal and on the web: what
/// it is ("Birthday", "Address (home)", "Skype"), its lines ("December 10, 1815"; an address's
/// lines), and where a click on it leads, if anywhere.
public struct ShownDetail: Hashable, Sendable {
  /// What it is: "Birthday", "Address (home)", "Web site (blog)", "Spouse".
  public let caption: String
  /// The text, one or more lines (an address, a note); never empty.
  public let lines: [String]
  /// `tel:`, `mailto:`, or an `http`/`https` web address (`WebAddress.link`); nil for the rest.
  public let link: String?

  public init(caption: String, lines: [String], link: String? = nil) {
    self.caption = caption
    self.lines = lines
    self.link = link
  }

  /// The row of a phone or an email, captioned as `ShownField` decides.
  public init(_ field: ShownField) {
    self.init(caption: field.caption, lines: [field.value], link: field.link)
  }

  /// A one-line row, or nil when `text` is empty: a contact never shows an empty row.
  static func text(_ caption: String, _ text: String) -> ShownDetail? {
    text.isEmpty ? nil : ShownDetail(caption: caption, lines: [text])
  }

  /// A date as people read it: "December 10, 1815", or "December 10" without a year.
  public static func date(_ date: PartialDate) -> String {
    let monthDay = monthAndDay(date)
    return date.year.map { "\(monthDay), \($0)" } ?? monthDay
  }

  /// "December 10": a month's English name and the day, the year left out.
  static func monthAndDay(_ date: PartialDate) -> String {
    "\(monthNames[date.month - 1]) \(date.day)"
  }

  /// "spouse" as "Spouse": a label's first letter raised, the rest as written.
  static func raised(_ label: String) -> String {
    label.prefix(1).uppercased() + label.dropFirst()
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

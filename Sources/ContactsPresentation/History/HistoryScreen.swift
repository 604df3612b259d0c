import ContactsDomain
import Foundation

/// What the History screen of a contact shows: its earlier versions, the newest first, each
/// with when and by what it was replaced and which fields the next one changed; and the line
/// its details screen shows ("Edited 3 times — see earlier versions").
public struct HistoryScreen: Hashable, Sendable {
  /// The name of the link to the screen, after the count.
  public static let link = "see earlier versions"
  /// The button on a version that puts it back.
  public static let revertButton = "Revert to this version"

  /// A row: one earlier version.
  public struct Row: Hashable, Sendable {
    /// Its number, as `contacts revert --to` takes it.
    public let number: Int
    /// "Version 3".
    public let title: String
    /// When it was replaced.
    public let replacedAt: Date
    /// When it was replaced, "2026-11-20 14:02".
    public let when: String
    /// What replaced it, as the store says it.
    public let change: ContactVersion.Change
    /// What replaced it: "Edited", "Imported", "Synced", "Reverted", "Rewound", "Undone".
    public let replacedBy: String
    /// The fields the next version (or the contact as it is) changed: ["Phone", "Email"].
    public let changedFields: [String]
    /// The same on one line: "Phone, Email".
    public let changed: String
    /// What the next version changed, old value → new value, a sentence each
    /// (`FieldChanges`): "Phone mobile: 555-0100 → 555-0199", "Added email work a@x.org".
    public let changes: [String]
    /// The whole row on one line: "Version 3 · 2026-11-20 14:02 · Edited: Phone, Email".
    public let line: String
    /// The contact as it was.
    public let card: ContactCard
  }

  /// The contact's id.
  public let contactID: Contact.ID
  /// Its name now, on one bounded line.
  public let name: String
  /// Its whole name now, as JSON gives it.
  public let fullName: String
  /// "History of Ada Lovelace".
  public let title: String
  /// How many earlier versions are kept.
  public let total: Int
  /// The versions shown, the newest first.
  public let rows: [Row]
  /// "Edited 3 times" before the link to this screen; nil when there are no versions.
  public let edited: String?
  /// A sentence when there is nothing to show or more than shown; nil otherwise.
  public let notice: String?

  /// The screen of `contact` as it is now and `history` as the repository read it, its times
  /// told in `timeZone`.
  public init(contact: Contact, history: ContactHistory, timeZone: TimeZone = .current) {
    contactID = contact.id
    name = ShownText.summaryLine(contact.fullName)
    fullName = contact.fullName
    title = "History of \(name)"
    total = history.total
    let newer = [contact] + history.versions.map(\.contact)
    rows = zip(history.versions, newer).map { version, next in
      Row(version, next: next, timeZone: timeZone)
    }
    edited = Self.edited(history.total)
    notice =
      history.total == 0
      ? "\(name) has no earlier versions."
      : history.total > rows.count ? "The newest \(rows.count) of \(history.total) versions." : nil
  }

  /// The row of version `number`; nil when it is not shown.
  public func row(_ number: Int) -> Row? { rows.first { $0.number == number } }

  /// How many versions, the newest first, a read must ask for to reach version `number` of
  /// `total` (versions are numbered from 1, the oldest).
  public static func limit(reaching number: Int, of total: Int) -> Int {
    max(total - number + 1, 0)
  }

  /// Why version `number` of contact `id` cannot be shown: it has no such version.
  public static func noSuchVersion(_ number: Int, of id: Contact.ID) -> AppFailure {
    .notFound(
      id,
      message: "Could not load the version: contact \(id) has no version \(number); "
        + "its history lists the versions kept")
  }

  /// "Edited 3 times", "Edited once"; nil for none.
  public static func edited(_ count: Int) -> String? {
    switch count {
    case ...0: nil
    case 1: "Edited once"
    default: "Edited \(count) times"
    }
  }

  /// What `contacts show` prints of the history: "Edited 3 times — see earlier versions:
  /// contacts history 7"; nil when there are none.
  public var commandLine: String? {
    edited.map { "\($0) — \(Self.link): contacts history \(contactID)" }
  }

  /// The line a details screen shows, "Edited 3 times — see earlier versions"; nil for none.
  public static func editedLine(_ count: Int) -> String? {
    edited(count).map { "\($0) — \(link)" }
  }

  /// `date` as every screen of history and rewind writes it: "2026-11-20 14:02" in `timeZone`.
  public static func time(_ date: Date, in timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
    return
      "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }

  /// What replaced a version, as a row says it.
  public static func replacedBy(_ change: ContactVersion.Change) -> String {
    switch change {
    case .edit: "Edited"
    case .importFile: "Imported"
    case .sync: "Synced"
    case .revert: "Reverted"
    case .merge: "Merged"
    case .rewind: "Rewound"
    case .undo: "Undone"
    }
  }
}

extension HistoryScreen.Row {
  /// The row of `version`, which `next` replaced.
  init(_ version: ContactVersion, next: Contact, timeZone: TimeZone) {
    number = version.number
    title = "Version \(version.number)"
    replacedAt = version.replacedAt
    when = HistoryScreen.time(version.replacedAt, in: timeZone)
    change = version.replacedBy
    replacedBy = HistoryScreen.replacedBy(version.replacedBy)
    changedFields = ChangedFields.names(from: version.contact, to: next)
    changed = ChangedFields.line(changedFields)
    changes = FieldChanges.lines(from: version.contact, to: next)
    line = "\(title) · \(when) · \(replacedBy): \(changed)"
    card = ContactCard(version.contact)
  }
}

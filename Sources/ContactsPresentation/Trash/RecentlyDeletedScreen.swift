import ContactsDomain

/// What the Recently deleted screen shows: a row per deleted contact, the most recently
/// deleted first, how long they are kept, and what to say when there are none or more.
public struct RecentlyDeletedScreen: Hashable, Sendable {
  /// The screen's title, and the name of the link to it.
  public static let title = "Recently deleted"
  /// What a page says after Delete forever.
  public static let deletedForGood = "Deleted for good."
  /// What the question before a delete says of it.
  public static let deleteNote = "It goes to Recently deleted, where it can be restored."
  /// The longest a deleted contact may be kept: ten years.
  public static let maximumKeepDays = 3650

  /// A row: the contact's name and how long it stays.
  public struct Row: Hashable, Sendable {
    /// The id it had and gets back.
    public let id: Contact.ID
    /// Its name, on one bounded line.
    public let name: String
    /// Its whole name, as JSON gives it.
    public let fullName: String
    /// Whole days before it is deleted for good.
    public let daysLeft: Int
    /// "29 days left", "1 day left".
    public let left: String
  }

  public let rows: [Row]
  /// How many days a deleted contact is kept.
  public let keepDays: Int
  /// "Deleted contacts are kept 30 days, then deleted for good."
  public let keeping: String
  /// A sentence when there is nothing to show or more than shown; nil otherwise.
  public let notice: String?
  /// True when more contacts are deleted than the rows show.
  public let hasMore: Bool

  /// The screen showing up to `limit` rows, loaded as both builds load it: `read` is asked for
  /// one row more than shown, which tells whether more follow, and gives the keeping time.
  public static func load(
    limit: Int, read: (_ rows: Int) async throws -> (deleted: [DeletedContact], keepDays: Int)
  ) async rethrows -> Self {
    let (deleted, keepDays) = try await read(limit + 1)
    return Self(deleted: deleted, keepDays: keepDays, limit: limit)
  }

  /// The screen of `deleted` (as the repository read them, one more than shown tells whether
  /// more follow), kept `keepDays` days, showing up to `limit` rows.
  public init(deleted: [DeletedContact], keepDays: Int, limit: Int) {
    rows = deleted.prefix(limit).map { contact in
      Row(
        id: contact.id, name: ShownText.summaryLine(contact.fullName),
        fullName: contact.fullName, daysLeft: contact.daysLeft,
        left: "\(Self.days(contact.daysLeft)) left")
    }
    self.keepDays = keepDays
    keeping = "Deleted contacts are kept \(Self.days(keepDays)), then deleted for good."
    hasMore = deleted.count > limit
    notice =
      rows.isEmpty
      ? "No recently deleted contacts." : hasMore ? "More are deleted than these \(limit)." : nil
  }

  /// The question asked before Delete forever on the row named `name`.
  public static func deleteForeverQuestion(_ name: String) -> String {
    "Delete \(ShownText.summaryLine(name)) for good? It cannot be restored."
  }

  /// The row of `id`; nil when it is not shown.
  public func row(_ id: Contact.ID) -> Row? { rows.first { $0.id == id } }

  /// Why Delete forever cannot ask about contact `id`: it is not among the rows shown.
  public static func notShown(_ id: Contact.ID) -> AppFailure {
    .notFound(id, message: "Could not delete for good: contact \(id) is not in Recently deleted")
  }

  /// The sentence refusing `days` as a keeping time, nil when it is one.
  public static func keepDaysRefusal(_ days: Int) -> String? {
    (1...maximumKeepDays).contains(days)
      ? nil : "Deleted contacts are kept 1 to \(maximumKeepDays) days, not \(days)"
  }

  private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}

import ContactsDomain

/// What the upcoming birthdays screen shows: a heading naming the days it covers, a row per
/// birthday, soonest first, and what to say when there are none or more than it shows.
public struct UpcomingBirthdaysScreen: Hashable, Sendable {
  /// "Birthdays from November 25 to December 25", or "Birthdays on November 25" for one day.
  public let heading: String
  /// The birthdays, soonest first, then in list order.
  public let rows: [UpcomingBirthdayRow]
  /// A sentence when there is nothing to show or more than shown; nil otherwise.
  public let notice: String?
  /// True when more birthdays fall in the window than the rows show.
  public let hasMore: Bool

  /// The screen of `window` showing up to `limit` rows, loaded as both builds load it: `read`
  /// is asked for one row more than shown, which tells whether more follow.
  public static func load(
    window: BirthdayWindow, limit: Int, read: (_ rows: Int) async throws -> [Contact]
  ) async rethrows -> Self {
    Self(window: window, contacts: try await read(limit + 1), limit: limit)
  }

  /// The screen of `window`, from `contacts` (the birthdays the repository found, soonest
  /// first), showing up to `limit` rows.
  public init(window: BirthdayWindow, contacts: [Contact], limit: Int) {
    let first = ShownDetail.monthAndDay(window.first)
    heading =
      window.days == 0
      ? "Birthdays on \(first)"
      : "Birthdays from \(first) to \(ShownDetail.monthAndDay(window.last))"
    rows = contacts.prefix(limit).compactMap { contact in
      guard let birthday = contact.details.birthday,
        let occasion = window.occasion(of: birthday)
      else { return nil }
      return UpcomingBirthdayRow(contact, birthday, occasion)
    }
    hasMore = contacts.count > limit
    if rows.isEmpty {
      notice = window.days == 0 ? "No birthdays today." : "No one’s birthday falls in these days."
    } else if hasMore {
      notice = "More birthdays follow than these \(limit)."
    } else {
      notice = nil
    }
  }
}

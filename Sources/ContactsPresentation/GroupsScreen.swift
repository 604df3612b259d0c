import ContactsDomain

/// What the groups screen shows, decided here for both builds: each group with its count, in
/// the order names are listed; or that there are none.
public enum GroupsScreen: Equatable, Sendable {
  /// These groups, in this order.
  case groups([GroupRow])
  /// No contact is in a group.
  case noGroups

  /// The screen of `groups`, sorted as the list sorts names (case and accents ignored).
  public init(_ groups: [ContactGroup]) {
    let rows = groups.map(GroupRow.init).sorted { $0.sortKey < $1.sortKey }
    self = rows.isEmpty ? .noGroups : .groups(rows)
  }

  /// What `noGroups` says in every front end.
  public static let noGroupsSentence =
    "No groups yet: a card's CATEGORIES, or a group card, makes one when imported."
}

/// One group on the groups screen.
public struct GroupRow: Hashable, Sendable {
  public let name: String
  public let count: Int
  fileprivate let sortKey: ContactSortKey

  public init(_ group: ContactGroup) {
    name = group.name
    count = group.count
    sortKey = ContactSortKey(fullName: group.name)
  }

  /// The name as a line of the screen shows it: cut, direction controls written out
  /// (`ShownText.summaryLine`).
  public var shownName: String { ShownText.summaryLine(name) }

  /// "1 contact", "2,000 contacts".
  public var countText: String { Counted.contacts(count) }
}

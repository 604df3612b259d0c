import Foundation

/// What putting the whole book back as it was at `date` changes (a dry run's answer), or
/// changed: each kind of change counted, with the names of the first few.
public struct RewindPlan: Hashable, Sendable {
  /// Contacts of one kind of change: how many, and the names of up to `RewindPlan.namesShown`
  /// of them, in list order.
  public struct Contacts: Hashable, Sendable {
    public let count: Int
    public let names: [String]

    public init(count: Int, names: [String]) {
      self.count = count
      self.names = names
    }
  }

  /// How many names each kind of change lists at most.
  public static let namesShown = 10

  /// The time the book is put back to.
  public let date: Date
  /// Contacts added since `date`: rewinding moves them to Recently deleted.
  public let removed: Contacts
  /// Contacts deleted since `date`: rewinding brings them back.
  public let restored: Contacts
  /// Contacts changed since `date`: rewinding puts back the version they had then.
  public let reverted: Contacts
  /// Group cards written since `date` (`GroupCard`), named by their groups, in name order:
  /// rewinding puts each back as it was then (removes one that was not there).
  public let groupCards: Contacts

  public init(
    date: Date, removed: Contacts, restored: Contacts, reverted: Contacts,
    groupCards: Contacts = Contacts(count: 0, names: [])
  ) {
    self.date = date
    self.removed = removed
    self.restored = restored
    self.reverted = reverted
    self.groupCards = groupCards
  }

  /// Whether rewinding changes nothing.
  public var isEmpty: Bool {
    removed.count + restored.count + reverted.count + groupCards.count == 0
  }
}

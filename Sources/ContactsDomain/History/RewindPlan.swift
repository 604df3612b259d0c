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
  /// Group cards (`GroupCard`) changed since `date`, named by their groups, in name order:
  /// rewinding puts back the card each was then.
  public let groupCards: Contacts
  /// Group cards added since `date`, named so: rewinding removes them.
  public let newGroupCards: Contacts

  public init(
    date: Date, removed: Contacts, restored: Contacts, reverted: Contacts,
    groupCards: Contacts = Contacts(count: 0, names: []),
    newGroupCards: Contacts = Contacts(count: 0, names: [])
  ) {
    self.date = date
    self.removed = removed
    self.restored = restored
    self.reverted = reverted
    self.groupCards = groupCards
    self.newGroupCards = newGroupCards
  }

  /// The group cards `names` name, each once, in name order (the first `namesShown`).
  public static func groupCards(_ names: [String]) -> Contacts {
    let sorted = names.sorted()
    return Contacts(count: sorted.count, names: Array(sorted.prefix(namesShown)))
  }

  /// Whether rewinding changes nothing.
  public var isEmpty: Bool {
    removed.count + restored.count + reverted.count + groupCards.count + newGroupCards.count == 0
  }
}

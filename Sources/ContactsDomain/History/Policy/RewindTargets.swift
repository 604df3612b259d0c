import Foundation

/// A rewind to a time, planned from the change log (`ChangeLogReading`): every contact a
/// change after the time touched goes back as the earliest such change found it — one added
/// since (by any change, whatever came after) to Recently deleted, one deleted since back to
/// the list, one changed since to its version then — and every group card such a change
/// wrote goes back as the earliest found it (one added since goes). Before the book existed,
/// the book was empty: the plan empties it.
public struct RewindTargets: Hashable, Sendable {
  /// A contact or group card put back as a change found it.
  public struct PutBack<ID: Hashable & Sendable>: Hashable, Sendable {
    public let id: ID
    public let change: Int64
  }

  /// The time the book is put back to.
  public let date: Date
  /// Contacts added since, in the list: to Recently deleted.
  public private(set) var removed: [Contact.ID] = []
  /// Contacts deleted since: back to the list.
  public private(set) var restored: [PutBack<Contact.ID>] = []
  /// Contacts changed since: back to their version then.
  public private(set) var reverted: [PutBack<Contact.ID>] = []
  /// Group cards changed or added since (by uid), as the earliest change found them.
  public private(set) var groupCards: [PutBack<String>] = []
  /// The group cards' names, and whether each is new since (it goes).
  private var cardNames: [ShownGroup] = []

  private struct ShownGroup: Hashable, Sendable {
    let name: String
    let isNew: Bool
  }

  /// Plans rewinding to `date` from `log`; throws `beforeHistory` when `date` is before what
  /// history keeps and the book was not empty then.
  public init(to date: Date, in log: some ChangeLogReading) throws {
    self.date = date
    try log.reach().check(date) { try log.everyContactLogged() }
    var earliest: [Contact.ID: (change: Int64, contact: TouchedContact)] = [:]
    var added: [Contact.ID: TouchedContact] = [:]
    var cards: [String: (change: Int64, card: TouchedGroupCard)] = [:]
    for change in try log.changes(after: date) {
      for contact in try log.touched(by: change) where earliest[contact.id] == nil {
        earliest[contact.id] = (change, contact)
      }
      for contact in try log.added(by: change) { added[contact.id] = contact }
      for card in try log.groupCards(touchedBy: change) where cards[card.uid] == nil {
        cards[card.uid] = (change, card)
      }
    }
    removed = added.values.filter(\.isListed).map(\.id)
    for (id, found) in earliest where added[id] == nil {
      try plan(found.contact, foundBy: found.change, in: log)
    }
    removed.sort()
    restored.sort { $0.id < $1.id }
    reverted.sort { $0.id < $1.id }
    for (uid, found) in cards.sorted(by: { $0.key < $1.key }) where !found.card.isAsFound {
      groupCards.append(PutBack(id: uid, change: found.change))
      cardNames.append(ShownGroup(name: found.card.name, isNew: !found.card.existedBefore))
    }
  }

  /// Writes this plan through `log`.
  public func apply(to log: some ChangeLogWriting) throws {
    try log.trash(removed)
    for contact in restored + reverted {
      try log.putBack(contact.id, asFoundBy: contact.change, sameAs: nil)
    }
    for card in groupCards { try log.putBackGroupCard(card.id, asFoundBy: card.change) }
  }

  /// What this plan changes, named, read from `log` before it is written.
  public func plan(in log: some ChangeLogReading) throws -> RewindPlan {
    func contacts(_ shown: [ShownContact?]) -> RewindPlan.Contacts {
      let sorted = shown.compactMap { $0 }.sorted { $0.sortKey < $1.sortKey }
      return RewindPlan.Contacts(
        count: sorted.count, names: sorted.prefix(RewindPlan.namesShown).map(\.name))
    }
    return RewindPlan(
      date: date, removed: contacts(try removed.map { try log.shown($0, asFoundBy: nil) }),
      restored: contacts(try restored.map { try log.shown($0.id, asFoundBy: $0.change) }),
      reverted: contacts(try reverted.map { try log.shown($0.id, asFoundBy: $0.change) }),
      groupCards: RewindPlan.groupCards(cardNames.filter { !$0.isNew }.map(\.name)),
      newGroupCards: RewindPlan.groupCards(cardNames.filter(\.isNew).map(\.name)))
  }

  /// The number of contacts this plan changes.
  public var count: Int { removed.count + restored.count + reverted.count }

  private mutating func plan(
    _ contact: TouchedContact, foundBy change: Int64, in log: some ChangeLogReading
  ) throws {
    switch (contact.found, contact.now) {
    case (.absent, .listed):
      removed.append(contact.id)
    case (.listed, .trashed), (.listed, .gone), (.trashedByIt, .trashed):
      restored.append(PutBack(id: contact.id, change: change))
    case (.listed, .listed), (.trashedByIt, .listed):
      // One deleted since and back in the list may have been changed after it came back.
      if try !log.isAsFound(contact.id, by: change) {
        reverted.append(PutBack(id: contact.id, change: change))
      }
    case (.absent, _), (.trashedByIt, .gone):
      break  // gone since
    }
  }
}

extension TouchedContact {
  /// Whether the contact is in the list now.
  public var isListed: Bool {
    if case .listed = now { true } else { false }
  }
}

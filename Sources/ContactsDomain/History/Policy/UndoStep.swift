/// The undo of one change, planned from the change log (`ChangeLogReading`): every contact the
/// change touched that is unchanged since (`ChangedSince`) goes back as the change found it —
/// one it added to Recently deleted, one it deleted back to the list — and every other is kept
/// as it is, and named; every group card still as the change left it goes back too. A sync's
/// batches are undone one step each, the latest first, each planned after the one before is
/// written.
public struct UndoStep: Hashable, Sendable {
  /// A contact put back as the change found it, with the stamp it had then.
  public struct PutBack: Hashable, Sendable {
    public let id: Contact.ID
    public let sameAs: Int64?
  }

  /// The change undone.
  public let change: Int64
  /// The contacts put back as the change found them, in id order.
  public private(set) var putBack: [PutBack] = []
  /// The contacts the change added, unchanged since: to Recently deleted (set-based).
  public private(set) var trash: [Contact.ID] = []
  /// The contacts changed since, kept as they are.
  public private(set) var kept: [Contact.ID] = []
  /// The group cards put back, in the order of their uids.
  public private(set) var groupCards: [String] = []

  /// Plans the undo of the change `change` from `log`.
  public init(undoing change: Int64, in log: some ChangeLogReading) throws {
    self.change = change
    let stamps = try log.stamps(of: change)
    let touched = try log.touched(by: change).sorted { $0.id < $1.id }
    for contact in touched + (try log.added(by: change)) {
      try plan(contact, since: stamps, in: log)
    }
    // In the order of their uids, whatever order a store kept: a card the change removed goes
    // back at the end of the list, so the order they go back in is the order they are in.
    groupCards = try log.groupCards(touchedBy: change).filter(\.isAsLeft).map(\.uid).sorted()
  }

  /// Writes this step through `log`: the contacts it added go first, so one it deleted with
  /// the same uid can come back.
  public func apply(to log: some ChangeLogWriting) throws {
    try log.trash(trash)
    for contact in putBack {
      try log.putBack(contact.id, asFoundBy: change, sameAs: contact.sameAs)
    }
    for uid in groupCards { try log.putBackGroupCard(uid, asFoundBy: change) }
  }

  private mutating func plan(
    _ contact: TouchedContact, since stamps: Range<Int64>, in log: some ChangeLogReading
  ) throws {
    let unchanged: Bool
    if case .listed(let stamp) = contact.now {
      unchanged = try ChangedSince.isUnchanged(contact.id, stamp: stamp, since: stamps, in: log)
    } else {
      unchanged = false
    }
    switch (contact.found, contact.now) {
    case (.trashedByIt, .listed):
      break  // restored since: it is back already
    case (.trashedByIt, .trashed):
      putBack.append(PutBack(id: contact.id, sameAs: contact.stampBefore))
    case (.trashedByIt, .gone):
      kept.append(contact.id)  // deleted for good since
    case (.absent, .listed) where unchanged:
      trash.append(contact.id)
    case (.absent, .listed):
      kept.append(contact.id)
    case (.absent, _):
      break  // deleted since: nothing to take back
    case (.listed, _) where unchanged:
      putBack.append(PutBack(id: contact.id, sameAs: contact.stampBefore))
    case (.listed, _):
      kept.append(contact.id)
    }
  }
}

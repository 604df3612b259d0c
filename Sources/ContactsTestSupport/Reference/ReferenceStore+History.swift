import ContactsDomain
import Foundation

// History, revert and rewind over the change log and the versions it kept.
extension ReferenceStore {
  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    _ = try card(id)
    let kept = book.versions[id] ?? []
    let versions = kept.enumerated().reversed().prefix(max(0, limit)).map { offset, version in
      ContactVersion(
        number: offset + 1, replacedAt: version.at, replacedBy: version.replacedBy,
        contact: version.card.contact)
    }
    return ContactHistory(total: kept.count, versions: versions)
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    let current = try card(id)
    let kept = book.versions[id] ?? []
    guard kept.indices.contains(number - 1) else { throw ContactStoreError.notFound(id) }
    let version = kept[number - 1].card
    begin(.undoable(.revert))
    put(id, .live(version), replacedBy: .revert)
    end(name: current.contact.fullName, count: 1)
    return shown(version)
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    try plan(rewinding: date).plan
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    let (plan, targets) = try plan(rewinding: date)
    let cards = rewoundCards(book.changes.filter { $0.at > date })
    begin(.undoable(.rewind))
    for (id, target) in targets { put(id, target, replacedBy: .rewind) }
    for card in cards { putCard(card.then, uid: card.uid) }
    end(
      name: ContactStoreError.sentence(date),
      count: plan.removed.count + plan.restored.count + plan.reverted.count)
    return plan
  }

  /// What rewinding to `date` does, and where it puts each contact it changes: what the
  /// earliest change after `date` found each contact it touched, whatever came after.
  private func plan(rewinding date: Date) throws
    -> (plan: RewindPlan, targets: [(Contact.ID, ReferenceBook.Place)])
  {
    // The book began empty with its history: before it, it was empty.
    let reach = reach(now: clock())
    guard date >= reach || (date < born && born >= reach) else {
      throw ContactStoreError.beforeHistory(reach: reach)
    }
    var then: [Contact.ID: ReferenceBook.Place?] = [:]
    for change in book.changes where change.at > date {
      for id in change.touched where then[id] == nil { then[id] = change.before[id] }
    }
    var removed: [Contact] = []
    var restored: [Contact] = []
    var reverted: [Contact] = []
    var targets: [(Contact.ID, ReferenceBook.Place)] = []
    for (id, was) in then.sorted(by: { $0.key < $1.key }) {
      switch (was, book.place(of: id)) {
      case (.live(let card)?, .trashed?):
        restored.append(card.contact)
        targets.append((id, .live(card)))
      case (.live(let card)?, .live(let now)?) where card != now:
        reverted.append(card.contact)
        targets.append((id, .live(card)))
      case (nil, .live(let now)?), (.trashed?, .live(let now)?):
        removed.append(now.contact)
        targets.append((id, .trashed(now)))
      default:
        continue
      }
    }
    let cards = rewoundCards(book.changes.filter { $0.at > date })
    return (
      RewindPlan(
        date: date, removed: Self.named(removed), restored: Self.named(restored),
        reverted: Self.named(reverted),
        groupCards: RewindPlan.groupCards(cards.filter { $0.then != nil }.map(\.name)),
        newGroupCards: RewindPlan.groupCards(cards.filter { $0.then == nil }.map(\.name))),
      targets
    )
  }

  private static func named(_ contacts: [Contact]) -> RewindPlan.Contacts {
    let sorted = contacts.sorted { $0.position < $1.position }
    return RewindPlan.Contacts(
      count: sorted.count, names: sorted.prefix(RewindPlan.namesShown).map(\.fullName))
  }
}

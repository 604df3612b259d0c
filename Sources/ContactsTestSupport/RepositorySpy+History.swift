import ContactsDomain
import Foundation

// History, revert and rewind, kept in memory for the front ends' tests (the complete reference
// is `ReferenceStore`). Every change appends to `timeline` what the contact was before (nil: not in the
// list); a change that replaces a contact's fields also keeps that as a version.
extension RepositorySpy {
  /// An earlier version and the photo's bytes it had.
  struct KeptVersion {
    let version: ContactVersion
    let photo: ContactPhoto?
  }

  /// A change to contact `id` at `at`: what it was before, nil when it was not in the list
  /// (not yet created, or in Recently deleted).
  struct TimelineEntry {
    let at: Date
    let id: Contact.ID
    let before: Contact?
    let photo: ContactPhoto?
  }

  /// Makes every later change happen at `date` (nil: the clock's time again).
  public func setDate(_ date: Date?) {
    fixedNow = date
  }

  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    try record(.history(id, limit: limit))
    _ = try index(of: id)
    let kept = versions[id] ?? []
    return ContactHistory(
      total: kept.count, versions: kept.reversed().prefix(max(limit, 0)).map(\.version))
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    try record(.revert(id, to: number))
    let index = try index(of: id)
    guard let kept = versions[id]?.first(where: { $0.version.number == number }) else {
      throw ContactStoreError.notFound(id)
    }
    let before = contacts[index]
    put(kept.version.contact, photo: kept.photo, at: index, replacedBy: .revert)
    rememberChange(.revert, before: before, after: kept.version.contact)
    return kept.version.contact
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    try record(.rewindPlan(date))
    return plan(of: changes(since: date), date: date)
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    try record(.rewind(date))
    let changes = changes(since: date)
    let plan = plan(of: changes, date: date)
    for change in changes {
      switch change.kind {
      case .removed:
        _ = try moveToTrash(change.id)
      case .restored:
        guard let contact = trashedContacts.removeValue(forKey: change.id) else { continue }
        trashed.removeAll { $0.id == change.id }
        logChange(of: change.id, before: nil)
        contacts.append(contact)
        put(change.then, photo: change.photo, at: try index(of: change.id), replacedBy: .rewind)
      case .reverted:
        put(change.then, photo: change.photo, at: try index(of: change.id), replacedBy: .rewind)
      }
    }
    return plan
  }

  // MARK: - Internal

  /// The time of a change made now.
  var now: Date { fixedNow ?? Date() }

  /// Keeps `contact` as it is as a version, replaced now by `change`.
  func keepVersion(of contact: Contact, replacedBy change: ContactVersion.Change) {
    let number = (versions[contact.id]?.last?.version.number ?? 0) + 1
    let version = ContactVersion(
      number: number, replacedAt: now, replacedBy: change, contact: contact)
    versions[contact.id, default: []].append(
      KeptVersion(version: version, photo: photos[contact.id]))
    logChange(of: contact.id, before: contact)
  }

  /// Notes a change to contact `id` now, which was `before` (nil: not in the list).
  func logChange(of id: Contact.ID, before: Contact?) {
    timeline.append(TimelineEntry(at: now, id: id, before: before, photo: photos[id]))
  }

  // MARK: - Private

  /// What rewinding a contact does: `then` is what it was at the time.
  private struct Change {
    enum Kind { case removed, restored, reverted }
    let kind: Kind
    let id: Contact.ID
    let then: Contact
    let photo: ContactPhoto?
  }

  /// Puts `contact` with `photo` at `index` in place of the contact there, which is kept as a
  /// version replaced by `change`.
  private func put(
    _ contact: Contact, photo: ContactPhoto?, at index: Int,
    replacedBy change: ContactVersion.Change
  ) {
    guard contacts[index] != contact else { return }
    keepVersion(of: contacts[index], replacedBy: change)
    contacts[index] = contact
    photos[contact.id] = photo
  }

  /// Every contact changed after `date`, with what rewinding it to `date` does.
  private func changes(since date: Date) -> [Change] {
    var seen: Set<Contact.ID> = []
    var result: [Change] = []
    // The earliest change after `date` tells what the contact was at `date`.
    for entry in timeline where entry.at > date && seen.insert(entry.id).inserted {
      let live = contacts.first { $0.id == entry.id }
      switch (entry.before, live) {
      case (nil, let live?):
        result.append(Change(kind: .removed, id: entry.id, then: live, photo: nil))
      case (let then?, nil) where trashedContacts[entry.id] != nil:
        result.append(Change(kind: .restored, id: entry.id, then: then, photo: entry.photo))
      case (let then?, let live?) where then != live:
        result.append(Change(kind: .reverted, id: entry.id, then: then, photo: entry.photo))
      default:
        continue
      }
    }
    return result
  }

  private func plan(of changes: [Change], date: Date) -> RewindPlan {
    func contacts(_ kind: Change.Kind) -> RewindPlan.Contacts {
      let named = changes.filter { $0.kind == kind }.map(\.then).sorted {
        $0.position < $1.position
      }
      return RewindPlan.Contacts(
        count: named.count, names: named.prefix(RewindPlan.namesShown).map(\.fullName))
    }
    return RewindPlan(
      date: date, removed: contacts(.removed), restored: contacts(.restored),
      reverted: contacts(.reverted))
  }
}

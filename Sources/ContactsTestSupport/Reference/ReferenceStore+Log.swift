import ContactsDomain
import Foundation

// The reference store's change log: every write goes through `begin`, `put` and `end`, which
// keep what each contact touched was before and is after, its earlier versions and its stamp.
extension ReferenceStore {
  /// Begins a change of `kind` now (deleting for good what is past its keeping time first);
  /// `runKey` joins it to the other changes of one sync.
  func begin(_ kind: ReferenceChange.Kind, runKey: String? = nil) {
    purgeExpired()
    book.lastChangeID += 1
    open = ReferenceChange(id: book.lastChangeID, kind: kind, at: clock(), runKey: runKey)
  }

  /// Puts the contact `id` at `place` (nowhere when nil) in the change begun; when it replaces
  /// a different contact in the list, that one is kept as a version replaced by `replacedBy`.
  func put(
    _ id: Contact.ID, _ place: ReferenceBook.Place?,
    replacedBy: ContactVersion.Change = .edit
  ) {
    guard var change = open else { preconditionFailure("a write outside a change") }
    let old = book.place(of: id)
    if change.before[id] == nil {
      change.before[id] = .some(old)
      change.touched.append(id)
    }
    open = change
    if case .live(let was) = old, case .live(let card) = place, was != card {
      book.versions[id, default: []].append(
        ReferenceBook.Version(card: was, at: change.at, replacedBy: replacedBy, change: change.id))
    }
    book.live[id] = nil
    book.trash[id] = nil
    book.stamps[id] = nil
    switch place {
    case .live(let card):
      book.live[id] = card
      if let sharedStamp {
        book.stamps[id] = sharedStamp
      } else {
        book.stamp += 1
        book.stamps[id] = book.stamp
      }
    case .trashed(let card):
      let at: Date
      if case .trashed = old, let kept = book.trash[id]?.at { at = kept } else { at = change.at }
      book.trash[id] = ReferenceBook.Trashed(card: card, at: at)
    case nil:
      break
    }
  }

  /// Ends the change begun, named `name`, which changed `count` contacts: kept when it
  /// touched any contact or group card.
  func end(name: String, count: Int) {
    guard var change = open else { return }
    open = nil
    sharedStamp = nil
    guard !change.touched.isEmpty || !change.cardsTouched.isEmpty else { return }
    for id in change.touched { change.after[id] = .some(book.place(of: id)) }
    for uid in change.cardsTouched { change.cardsAfter[uid] = .some(groupCard(uid)) }
    change.name = name
    change.count = count
    book.changes.append(change)
  }

  /// Takes one stamp for every contact the change begun writes from now on.
  func shareOneStamp() {
    book.stamp += 1
    sharedStamp = book.stamp
  }

  /// The time history and Recently deleted reach back to now.
  func reach(now: Date) -> Date {
    max(born, now - Double(book.keepDays) * 86_400)
  }

  /// Deletes for good the deleted contacts, versions and changes past their keeping time.
  func purgeExpired() {
    let cutoff = clock() - Double(book.keepDays) * 86_400
    for (id, trashed) in book.trash where trashed.at < cutoff {
      book.trash[id] = nil
      book.versions[id] = nil
    }
    for id in book.versions.keys {
      book.versions[id]?.removeAll { $0.at < cutoff }
    }
    book.changes.removeAll { $0.at < cutoff }
  }
}

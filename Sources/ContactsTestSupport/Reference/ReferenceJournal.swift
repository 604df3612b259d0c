import ContactsDomain
import Foundation

/// The reference store's book and its change log being written: every write goes through
/// `begin`, `put` (or `putCard`) and `end`, which keep what each contact and group card
/// touched was before and is after, its earlier versions and its stamps. A class held by the
/// `ReferenceStore` actor alone, so the change log port (`ReferenceChangeLog`) reads and
/// writes the same book inside the actor's calls.
final class ReferenceJournal {
  var book = ReferenceBook()
  /// The change being recorded, between `begin` and `end`.
  var open: ReferenceChange?
  /// The stamp every contact an import writes gets, taken as it begins.
  private var sharedStamp: Int64?
  let clock: @Sendable () -> Date
  /// When the book began: history reaches no further back.
  let born: Date

  init(clock: @escaping @Sendable () -> Date) {
    self.clock = clock
    born = clock()
  }

  /// Begins a change of `kind` now (deleting for good what is past its keeping time first);
  /// `runKey` joins it to the other changes of one sync.
  func begin(_ kind: ReferenceChange.Kind, runKey: String? = nil) {
    purgeExpired()
    book.lastChangeID += 1
    open = ReferenceChange(
      id: book.lastChangeID, kind: kind, at: clock(), runKey: runKey, firstStamp: book.stamp + 1)
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
      change.stampBefore[id] = book.stamps[id]
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
    noteServed(id, from: old, to: place)
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

  /// Notes that the change begun (an undo or a restore) put back the contact `id` as it was
  /// at stamp `stamp`: a change before that still finds it unchanged since.
  func note(_ id: Contact.ID, sameAs stamp: Int64?) {
    open?.sameAs[id] = stamp
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
    change.stamps = change.firstStamp..<(book.stamp + 1)
    book.changes.append(change)
  }

  /// Drops the change begun and puts `saved` back: a write that failed, or a dry run.
  func rollBack(to saved: ReferenceBook) {
    (book, open, sharedStamp) = (saved, nil, nil)
  }

  /// Takes one stamp for every contact the change begun writes from now on.
  func shareOneStamp() {
    book.stamp += 1
    sharedStamp = book.stamp
  }

  /// Stores `card` as the group card `uid` in its place (removes it when nil; a new one goes
  /// last) in the change begun, for an edit of the contact `contactID` when given.
  func putCard(_ card: GroupCard?, uid: String, for contactID: Contact.ID? = nil) {
    guard var change = open else { preconditionFailure("a write outside a change") }
    let index = book.groupCards.firstIndex { $0.uid == uid }
    if change.cardsBefore[uid] == nil {
      change.cardsBefore[uid] = .some(index.map { book.groupCards[$0] })
      change.cardsTouched.append(uid)
    }
    if change.subject == nil { change.subject = contactID }
    open = change
    let old = index.map { book.groupCards[$0] }
    switch (index, card) {
    case (let index?, let card?): book.groupCards[index] = card
    case (let index?, nil): book.groupCards.remove(at: index)
    case (nil, let card?): book.groupCards.append(card)
    case (nil, nil): break
    }
    if old != card { noteServedCard(uid, from: old, to: card) }
  }

  /// Keeps what serving the book needs of the group card `uid` changed from `old` to `card`: a
  /// new stamp (and a place when it is new), or its deletion with a stamp of its own.
  private func noteServedCard(_ uid: String, from old: GroupCard?, to card: GroupCard?) {
    book.stamp += 1
    if card != nil {
      book.groupStamps[uid] = book.stamp
      if old == nil {
        book.lastGroupPlace += 1
        book.groupPlaces[uid] = book.lastGroupPlace
      }
    } else {
      book.served.groupDeletions.append(
        ReferenceServed.GroupDeletion(
          place: book.groupPlaces[uid] ?? 0,
          name: book.served.groupNames[uid] ?? ServedName.forUID(uid), stamp: book.stamp))
      book.groupStamps[uid] = nil
      book.groupPlaces[uid] = nil
    }
  }

  /// The group card `uid` now; nil when there is none.
  func groupCard(_ uid: String) -> GroupCard? {
    book.groupCards.first { $0.uid == uid }
  }

  /// Keeps what serving the book needs of the contact `id` moved from `old` to `place`: the
  /// name it leaves (with a stamp of its own), or its deletion undone, or forgotten.
  func noteServed(_ id: Contact.ID, from old: ReferenceBook.Place?, to place: ReferenceBook.Place?)
  {
    switch (old, place) {
    case (.live(let card)?, .trashed?), (.live(let card)?, nil):
      book.stamp += 1
      book.served.noteDeleted(id, uid: card.uid, stamp: book.stamp)
    case (_, .live?):
      book.served.deletions.removeAll { $0.id == id }
    case (.trashed?, nil):
      book.served.forget(id)
    default:
      break
    }
  }

  /// Deletes for good the deleted contacts, versions and changes past their keeping time.
  func purgeExpired() {
    let cutoff = clock() - Double(book.keepDays) * 86_400
    for (id, trashed) in book.trash where trashed.at < cutoff {
      book.trash[id] = nil
      book.versions[id] = nil
      book.served.forget(id)
    }
    for id in book.versions.keys {
      book.versions[id]?.removeAll { $0.at < cutoff }
    }
    book.changes.removeAll { $0.at < cutoff }
  }
}

import ContactsDomain
import Foundation

/// The reference store's change log port (`ChangeLogReading`, `ChangeLogWriting`): undo and
/// rewind are planned by the domain (`UndoStep`, `RewindTargets`) over these reads of the
/// journal's changes, as on every store, and written through its `put` and `putCard` in the
/// change begun, each contact's version replaced by `replacedBy`.
struct ReferenceChangeLog: ChangeLogWriting {
  let journal: ReferenceJournal
  var replacedBy: ContactVersion.Change = .undo

  private var book: ReferenceBook { journal.book }

  func stamps(of change: Int64) throws -> Range<Int64> {
    self.change(change)?.stamps ?? 0..<0
  }

  func touched(by change: Int64) throws -> [TouchedContact] {
    guard let change = self.change(change) else { return [] }
    return change.touched.map { id in
      let found: TouchedContact.Found
      switch (change.before[id] ?? nil, change.after[id] ?? nil) {
      case (.live?, .trashed?): found = .trashedByIt
      case (.live?, _): found = .listed
      case (.trashed?, _), (nil, _): found = .absent
      }
      return TouchedContact(
        id: id, found: found, stampBefore: change.stampBefore[id], now: place(of: id))
    }
  }

  /// None: the reference store keeps every contact a change touched in `touched(by:)`.
  func added(by change: Int64) throws -> [TouchedContact] { [] }

  func sameAs(_ id: Contact.ID, stamp: Int64) throws -> Int64? {
    let changes = book.changes + (journal.open.map { [ended($0)] } ?? [])
    return changes.last { [.undo, .restore].contains($0.kind) && $0.stamps.contains(stamp) }?
      .sameAs[id]
  }

  func groupCards(touchedBy change: Int64) throws -> [TouchedGroupCard] {
    guard let change = self.change(change) else { return [] }
    return change.cardsTouched.map { uid in
      let before = change.cardsBefore[uid] ?? nil
      let now = journal.groupCard(uid)
      return TouchedGroupCard(
        uid: uid, name: (before ?? now)?.name ?? "", existedBefore: before != nil,
        isAsLeft: now == change.cardsAfter[uid] ?? nil, isAsFound: now == before)
    }
  }

  func changes(after date: Date) throws -> [Int64] {
    guard let first = book.changes.firstIndex(where: { $0.at > date }) else { return [] }
    return book.changes[first...].map(\.id)
  }

  func isAsFound(_ id: Contact.ID, by change: Int64) throws -> Bool {
    self.change(change)?.before[id]??.card == book.live[id]
  }

  func shown(_ id: Contact.ID, asFoundBy change: Int64?) throws -> ShownContact? {
    let card = change.flatMap { self.change($0)?.before[id]??.card } ?? book.live[id]
    return card.map {
      ShownContact(sortKey: $0.contact.sortKey.rawValue, name: $0.contact.fullName)
    }
  }

  func reach() throws -> HistoryReach {
    HistoryReach(
      start: journal.born, keptFrom: journal.clock() - Double(book.keepDays) * 86_400)
  }

  /// True: a contact comes into the reference store only by a change its log keeps (until its
  /// keeping time is over, which `HistoryReach.check` asks first).
  func everyContactLogged() throws -> Bool { true }

  func putBack(_ id: Contact.ID, asFoundBy change: Int64, sameAs: Int64?) throws {
    guard let card = self.change(change)?.before[id]??.card else { return }
    journal.put(id, .live(card), replacedBy: replacedBy)
    if let sameAs { journal.note(id, sameAs: sameAs) }
  }

  func trash(_ ids: [Contact.ID]) throws {
    for id in ids {
      guard let card = book.live[id] else { continue }
      journal.put(id, .trashed(card))
    }
  }

  func putBackGroupCard(_ uid: String, asFoundBy change: Int64) throws {
    guard let change = self.change(change), let before = change.cardsBefore[uid] else { return }
    journal.putCard(before, uid: uid)
  }

  // MARK: - Private

  private func change(_ id: Int64) -> ReferenceChange? {
    book.changes.last { $0.id == id }
  }

  private func place(of id: Contact.ID) -> TouchedContact.Place {
    if let stamp = book.stamps[id], book.live[id] != nil { return .listed(stamp: stamp) }
    return book.trash[id] == nil ? .gone : .trashed
  }

  /// The change begun with the stamps it gave so far.
  private func ended(_ change: ReferenceChange) -> ReferenceChange {
    var change = change
    change.stamps = change.firstStamp..<(book.stamp + 1)
    return change
  }
}

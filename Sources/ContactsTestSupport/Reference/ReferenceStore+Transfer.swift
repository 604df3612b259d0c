import ContactsDomain
import Foundation

// Imports and a sync's writes: cards merged by uid.
extension ReferenceStore {
  public func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws {
    let saved = book
    journal.begin(.undoable(.sync), runKey: run.key)
    do {
      let counts = try merge(ContactImportList(saves), replacedBy: .sync) { _ in }
      var moved = 0
      for id in deletions {
        guard let card = book.live[id] else { continue }
        journal.put(id, .trashed(card))
        moved += 1
      }
      var cards = 0
      for card in groupCards where journal.groupCard(card.uid) != card {
        journal.putCard(card, uid: card.uid)
        cards += 1
      }
      for uid in removals where journal.groupCard(uid) != nil {
        journal.putCard(nil, uid: uid)
        cards += 1
      }
      journal.end(name: run.account, count: counts.added + counts.updated + moved + cards)
    } catch {
      journal.rollBack(to: saved)
      throw error
    }
  }

  /// Adds the cards of `source` whose uid is new and updates those whose uid is known (their
  /// versions replaced by `change`), all with one stamp; a second card with a uid of the same
  /// import is kept as a contact of its own.
  func merge(
    _ source: any ContactImportSource, replacedBy change: ContactVersion.Change,
    progress: @Sendable (Int) -> Void
  ) throws -> ImportCounts {
    journal.shareOneStamp()
    var counts = ImportCounts()
    var uids = ImportUIDs()
    while let item = try source.next() {
      if book.isMergedAway(item.uid) {
        counts.unchanged += 1
        continue
      }
      guard let (uid, fileUID) = uids.place(item, from: source, counts: &counts) else {
        counts.unchanged += 1
        continue
      }
      if let id = book.liveID(uid: uid) {
        let card = ReferenceBook.Card(
          id: id, draft: item.draft, uid: uid, extras: item.extras, fileUID: fileUID,
          photo: item.photo)
        if book.live[id] == card {
          counts.unchanged += 1
        } else {
          journal.put(id, .live(card), replacedBy: change)
          counts.updated += 1
        }
      } else {
        let id = book.nextID
        book.nextID += 1
        journal.put(
          id,
          .live(
            ReferenceBook.Card(
              id: id, draft: item.draft, uid: uid, extras: item.extras, fileUID: fileUID,
              photo: item.photo)))
        counts.added += 1
      }
      let done = counts.added + counts.updated + counts.unchanged
      if done % ImportProgress.step == 0 { progress(done) }
    }
    return counts
  }

  // MARK: - ChangeTrackedRepository

  public func changeStamp() async throws -> Int64 { book.stamp }

  public func stampedContacts(after position: StampedContact.Position, limit: Int) async throws
    -> [StampedContact]
  {
    stamped(book.live.keys)
      .filter { ($0.stamp, $0.export.contact.id) > (position.stamp, position.id) }
      .prefix(limit).map { $0 }
  }

  public func stampedContacts(uids: [String]) async throws -> [StampedContact] {
    let wanted = Set(uids)
    return stamped(book.live.compactMap { wanted.contains($0.value.uid) ? $0.key : nil })
  }

  private func stamped(_ ids: some Sequence<Contact.ID>) -> [StampedContact] {
    ids.compactMap { id in
      guard let card = book.live[id], let stamp = book.stamps[id] else { return nil }
      return StampedContact(export: Self.export(card), stamp: stamp)
    }.sorted { ($0.stamp, $0.export.contact.id) < ($1.stamp, $1.export.contact.id) }
  }
}

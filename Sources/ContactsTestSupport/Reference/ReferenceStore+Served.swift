import ContactsDomain
import Foundation

// The book as a CardDAV server serves it: cards by name, in id order; changes in stamp order.
extension ReferenceStore: ServedAddressBook {
  public func servedState() async throws -> ServedState {
    ServedState(epoch: book.served.epoch, stamp: book.stamp)
  }

  public func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry] {
    let start = try name.map { name throws(ServedBookError) in
      guard let place = servedPlace(ofAny: name) else { throw .notFound(name: name) }
      return place
    }
    let contacts = book.live.keys.filter { start == nil || (0, $0) > start! }.sorted()
      .map(servedEntry)
    let groups = servedGroupUIDs().filter {
      start == nil || (1, book.groupPlaces[$0] ?? 0) > start!
    }
    .map(servedGroupEntry)
    return Array((contacts + groups).prefix(max(0, limit)))
  }

  public func servedCards(named names: [String]) async throws -> [ServedCard] {
    names.compactMap { name in
      if let uid = servedGroupUID(named: name), let card = journal.groupCard(uid) {
        return ServedCard(entry: servedGroupEntry(uid), content: .verbatim(Data(card.text.utf8)))
      }
      guard let id = servedID(named: name), let card = book.live[id] else { return nil }
      let entry = servedEntry(id)
      if let body = book.served.bodies[id], body.stamp == book.stamps[id] {
        return ServedCard(entry: entry, content: .verbatim(body.data))
      }
      return ServedCard(entry: entry, content: .contact(Self.export(card)))
    }
  }

  public func servedChanges(
    since state: ServedState, after position: ServedChange.Position?, limit: Int
  ) async throws -> [ServedChange] {
    try ServedTokenRule.check(state, now: try await servedState(), forgotten: book.served.forgotten)
    // Contacts come before group cards among the changes of one stamp.
    let start: (Int64, Int, Int64) =
      position.map { position in
        let place = servedPlace(ofAny: position.name) ?? (0, -1)
        return (position.stamp, place.0, place.1)
      } ?? (state.stamp, 1, .max)
    var changes: [(key: (Int64, Int, Int64), change: ServedChange)] = book.live.keys.map { id in
      let entry = servedEntry(id)
      let stamp = book.stamps[id] ?? 0
      return ((stamp, 0, id), ServedChange(name: entry.name, etag: entry.etag, stamp: stamp))
    }
    for uid in servedGroupUIDs() {
      let entry = servedGroupEntry(uid)
      let stamp = book.groupStamps[uid] ?? 0
      changes.append(
        (
          (stamp, 1, book.groupPlaces[uid] ?? 0),
          ServedChange(name: entry.name, etag: entry.etag, stamp: stamp)
        ))
    }
    for deletion in book.served.deletions where servedPlace(of: deletion.name) == nil {
      changes.append(
        (
          (deletion.stamp, 0, deletion.id),
          ServedChange(name: deletion.name, etag: nil, stamp: deletion.stamp)
        ))
    }
    for deletion in book.served.groupDeletions where servedPlace(of: deletion.name) == nil {
      changes.append(
        (
          (deletion.stamp, 1, deletion.place),
          ServedChange(name: deletion.name, etag: nil, stamp: deletion.stamp)
        ))
    }
    return changes.filter { $0.key > start }.sorted { $0.key < $1.key }.prefix(max(0, limit))
      .map(\.change)
  }

  public func put(
    _ card: ContactImport, body: Data, named name: String, when condition: ServedCondition
  ) async throws -> ServedWrite {
    let existing = servedID(named: name)
    if servedGroupUID(named: name) != nil { throw ServedBookError.uidConflict(existingName: name) }
    guard condition.holds(forTag: existing.map { servedEntry($0).etag }) else {
      throw ServedBookError.preconditionFailed(name: name)
    }
    if journal.groupCard(card.uid) != nil {
      throw ServedBookError.uidConflict(existingName: servedGroupEntry(card.uid).name)
    }
    if let holder = book.liveID(uid: card.uid), holder != existing {
      throw ServedBookError.uidConflict(existingName: servedEntry(holder).name)
    }
    if let existing, book.live[existing]?.uid != card.uid {
      throw ServedBookError.uidConflict(existingName: name)
    }
    let saved = book
    journal.begin(.undoable(.sync), runKey: UUID().uuidString)
    do {
      _ = try merge(ContactImportList([card]), replacedBy: .sync) { _ in }
      guard let id = book.liveID(uid: card.uid), let stored = book.live[id] else {
        throw ContactStoreError.notFound(existing ?? 0)
      }
      // The same contact in other bytes is still a new version of what GET serves.
      if existing != nil, book.stamps[id] == saved.stamps[id] { journal.put(id, .live(stored)) }
      book.served.keep(body, of: id, named: name, stamp: book.stamps[id] ?? 0)
      journal.end(name: stored.contact.fullName, count: 1)
      let entry = servedEntry(id)
      return existing == nil ? .created(entry) : .updated(entry)
    } catch {
      journal.rollBack(to: saved)
      throw error
    }
  }

  public func put(group card: GroupCard, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite
  {
    if servedID(named: name) != nil { throw ServedBookError.uidConflict(existingName: name) }
    let existing = servedGroupUID(named: name)
    guard condition.holds(forTag: existing.map { servedGroupEntry($0).etag }) else {
      throw ServedBookError.preconditionFailed(name: name)
    }
    if let holder = book.liveID(uid: card.uid) {
      throw ServedBookError.uidConflict(existingName: servedEntry(holder).name)
    }
    if journal.groupCard(card.uid) != nil, card.uid != existing {
      throw ServedBookError.uidConflict(existingName: servedGroupEntry(card.uid).name)
    }
    if let existing, existing != card.uid {
      throw ServedBookError.uidConflict(existingName: name)
    }
    journal.begin(.undoable(.sync), runKey: UUID().uuidString)
    // The same card again is no change: nothing to undo, the same ETag.
    if journal.groupCard(card.uid) != card { journal.putCard(card, uid: card.uid) }
    book.served.keepGroup(card.uid, named: name)
    journal.end(name: card.name, count: 1)
    let entry = servedGroupEntry(card.uid)
    return existing == nil ? .created(entry) : .updated(entry)
  }

  public func delete(named name: String, when condition: ServedCondition) async throws {
    if let uid = servedGroupUID(named: name), let card = journal.groupCard(uid) {
      guard condition.holds(forTag: servedGroupEntry(uid).etag) else {
        throw ServedBookError.preconditionFailed(name: name)
      }
      journal.begin(.undoable(.delete))
      journal.putCard(nil, uid: uid)
      journal.end(name: card.name, count: 1)
      return
    }
    guard let id = servedID(named: name) else { throw ServedBookError.notFound(name: name) }
    guard condition.holds(forTag: servedEntry(id).etag) else {
      throw ServedBookError.preconditionFailed(name: name)
    }
    try await delete(id: id)
  }

  public func servedDisplayName() async throws -> String? { book.served.displayName }

  public func setServedDisplayName(_ displayName: String?) async throws {
    book.served.displayName = displayName
  }

  // MARK: - Private

  /// The contact in the list served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  private func servedID(named name: String) -> Contact.ID? {
    if let (id, _) = book.served.bodies.first(where: { $0.value.name == name }),
      book.live[id] != nil
    {
      return id
    }
    guard let uid = ServedName.uid(named: name), let id = book.liveID(uid: uid),
      book.served.bodies[id] == nil
    else { return nil }
    return id
  }

  /// Where a card stands in a listing and among the changes of one stamp: contacts (0) by id,
  /// then group cards (1) by place, as in SQLite.
  typealias Place = (Int, Int64)

  /// The place of the card served at `name` now; nil when none is.
  private func servedPlace(of name: String) -> Place? {
    if let id = servedID(named: name) { return (0, id) }
    return servedGroupUID(named: name).map { (1, book.groupPlaces[$0] ?? 0) }
  }

  /// The place of the card served at `name`, now or before it went; nil when none was.
  private func servedPlace(ofAny name: String) -> Place? {
    if let place = servedPlace(of: name) { return place }
    if let deletion = book.served.deletions.last(where: { $0.name == name }) {
      return (0, deletion.id)
    }
    return book.served.groupDeletions.last { $0.name == name }.map { (1, $0.place) }
  }

  /// The uid of the group card served at `name`: the one a client PUT there, else the one whose
  /// uid names it (unless it was PUT at another name).
  private func servedGroupUID(named name: String) -> String? {
    if let (uid, _) = book.served.groupNames.first(where: { $0.value == name }),
      journal.groupCard(uid) != nil
    {
      return uid
    }
    guard let uid = ServedName.uid(named: name), journal.groupCard(uid) != nil,
      book.served.groupNames[uid] == nil
    else { return nil }
    return uid
  }

  /// The uids of the group cards, in place order.
  private func servedGroupUIDs() -> [String] {
    book.groupCards.map(\.uid).sorted { (book.groupPlaces[$0] ?? 0) < (book.groupPlaces[$1] ?? 0) }
  }

  private func servedGroupEntry(_ uid: String) -> ServedEntry {
    ServedEntry(
      name: book.served.groupNames[uid] ?? ServedName.forUID(uid),
      etag: ServedTokenRule.etag(epoch: book.served.epoch, stamp: book.groupStamps[uid] ?? 0))
  }

  private func servedEntry(_ id: Contact.ID) -> ServedEntry {
    let uid = book.live[id]?.uid ?? ""
    return ServedEntry(
      name: book.served.name(of: id, uid: uid),
      etag: ServedTokenRule.etag(epoch: book.served.epoch, stamp: book.stamps[id] ?? 0))
  }
}

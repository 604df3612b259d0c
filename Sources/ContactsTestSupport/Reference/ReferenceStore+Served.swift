import ContactsDomain
import Foundation

// The book as a CardDAV server serves it: cards by name, in id order; changes in stamp order.
extension ReferenceStore: ServedAddressBook {
  public func servedState() async throws -> ServedState {
    ServedState(epoch: book.served.epoch, stamp: book.stamp)
  }

  public func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry] {
    let start = try name.map { name throws(ServedBookError) in
      guard
        let id = servedID(named: name) ?? book.served.deletions.last(where: { $0.name == name })?.id
      else { throw .notFound(name: name) }
      return id
    }
    return book.live.keys.filter { $0 > start ?? 0 }.sorted().prefix(max(0, limit))
      .map(servedEntry)
  }

  public func servedCards(named names: [String]) async throws -> [ServedCard] {
    names.compactMap { name in
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
    let start = position.map { ($0.stamp, orderOfChange(named: $0.name)) } ?? (state.stamp, .max)
    var changes: [(key: (Int64, Contact.ID), change: ServedChange)] = book.live.keys.map { id in
      let entry = servedEntry(id)
      let stamp = book.stamps[id] ?? 0
      return ((stamp, id), ServedChange(name: entry.name, etag: entry.etag, stamp: stamp))
    }
    for deletion in book.served.deletions where servedID(named: deletion.name) == nil {
      changes.append(
        (
          (deletion.stamp, deletion.id),
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
    guard condition.holds(forTag: existing.map { servedEntry($0).etag }) else {
      throw ServedBookError.preconditionFailed(name: name)
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

  public func delete(named name: String, when condition: ServedCondition) async throws {
    guard let id = servedID(named: name) else { throw ServedBookError.notFound(name: name) }
    guard condition.holds(forTag: servedEntry(id).etag) else {
      throw ServedBookError.preconditionFailed(name: name)
    }
    try await delete(id: id)
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

  /// Where, among the changes of one stamp, the change of `name` stands.
  private func orderOfChange(named name: String) -> Contact.ID {
    servedID(named: name) ?? book.served.deletions.last { $0.name == name }?.id ?? -1
  }

  private func servedEntry(_ id: Contact.ID) -> ServedEntry {
    let uid = book.live[id]?.uid ?? ""
    return ServedEntry(
      name: book.served.name(of: id, uid: uid),
      etag: ServedTokenRule.etag(epoch: book.served.epoch, stamp: book.stamps[id] ?? 0))
  }
}

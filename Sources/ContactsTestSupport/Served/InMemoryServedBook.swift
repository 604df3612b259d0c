import ContactsDomain
import Foundation

/// A served book held in memory: the smallest honest `ServedAddressBook`, for the DAV routes'
/// tests until the stores answer the port (helper `servedstore`'s part). Every write takes the
/// next stamp; a card's entity tag is its epoch and stamp, so no two versions share one; deleted
/// names are remembered, with their stamps, until `forgetDeletions()`.
public actor InMemoryServedBook: ServedAddressBook {
  private struct Stored {
    var uid: String
    var etag: String?
    var content: ServedCard.Content?
    var stamp: Int64
  }

  private var epoch: String
  private var stamp: Int64 = 0
  /// Deletions at or before this stamp are forgotten: a token older than it has expired.
  private var forgottenBefore: Int64 = 0
  /// Live cards and the tombstones of deleted ones, by name.
  private var stored: [String: Stored] = [:]

  public init(epoch: String = "e1") {
    self.epoch = epoch
  }

  /// The app changes (or adds) the contact at `name`: served as the format writes it from now.
  public func changeInApp(_ export: ContactExport, named name: String) {
    stamp += 1
    stored[name] = Stored(
      uid: export.uid, etag: tag(), content: .contact(export), stamp: stamp)
  }

  /// A backup replaces the book: a new epoch, so every earlier token expires.
  public func restoreBackup(epoch newEpoch: String) {
    epoch = newEpoch
    stamp += 1
  }

  /// The book forgets the deletions it remembered: tokens from before now expire.
  public func forgetDeletions() {
    stored = stored.filter { $0.value.content != nil }
    forgottenBefore = stamp
  }

  private func tag() -> String { "\"\(epoch)-\(stamp)\"" }

  // MARK: - ServedAddressBook

  public func servedState() -> ServedState { ServedState(epoch: epoch, stamp: stamp) }

  public func servedEntries(after name: String?, limit: Int) -> [ServedEntry] {
    let names = stored.compactMap { $0.value.content == nil ? nil : $0.key }.sorted()
    let start = name.map { after in names.firstIndex { $0 > after } ?? names.endIndex } ?? 0
    return names[start...].prefix(limit).map { ServedEntry(name: $0, etag: stored[$0]!.etag!) }
  }

  public func servedCards(named names: [String]) -> [ServedCard] {
    names.compactMap { name in
      guard let card = stored[name], let content = card.content, let etag = card.etag else {
        return nil
      }
      return ServedCard(entry: ServedEntry(name: name, etag: etag), content: content)
    }
  }

  public func servedChanges(
    since state: ServedState, after position: ServedChange.Position?, limit: Int
  ) throws -> [ServedChange] {
    guard state.epoch == epoch, state.stamp <= stamp, state.stamp >= forgottenBefore else {
      throw ServedBookError.tokenExpired
    }
    let changes = stored.filter { $0.value.stamp > state.stamp }
      .map { ServedChange(name: $0.key, etag: $0.value.etag, stamp: $0.value.stamp) }
      .filter { change in
        guard let position else { return true }
        return (change.stamp, change.name) > (position.stamp, position.name)
      }
      .sorted { ($0.stamp, $0.name) < ($1.stamp, $1.name) }
    return Array(changes.prefix(limit))
  }

  public func put(
    _ card: ContactImport, body: Data, named name: String, when condition: ServedCondition
  ) throws -> ServedWrite {
    let existing = stored[name].flatMap { $0.content == nil ? nil : $0 }
    try check(condition, existing, name: name)
    if let other = stored.first(where: {
      $0.key != name && $0.value.content != nil && $0.value.uid == card.uid
    }) {
      throw ServedBookError.uidConflict(existingName: other.key)
    }
    stamp += 1
    stored[name] = Stored(uid: card.uid, etag: tag(), content: .verbatim(body), stamp: stamp)
    let entry = ServedEntry(name: name, etag: tag())
    return existing == nil ? .created(entry) : .updated(entry)
  }

  public func delete(named name: String, when condition: ServedCondition) throws {
    guard let existing = stored[name], existing.content != nil else {
      throw ServedBookError.notFound(name: name)
    }
    try check(condition, existing, name: name)
    stamp += 1
    stored[name] = Stored(uid: existing.uid, etag: nil, content: nil, stamp: stamp)
  }

  private func check(_ condition: ServedCondition, _ existing: Stored?, name: String) throws {
    let holds =
      switch condition {
      case .none: true
      case .absent: existing == nil
      case .present: existing != nil
      case .matches(let etag): existing?.etag == etag
      }
    guard holds else { throw ServedBookError.preconditionFailed(name: name) }
  }
}

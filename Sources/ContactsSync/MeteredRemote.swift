import ContactsDomain
import Foundation

/// The server's address book, telling a sync's progress as cards come and go: received cards
/// in batches, each card sent or deleted.
struct MeteredRemote: RemoteAddressBook {
  let remote: any RemoteAddressBook
  let meter: SyncMeter

  /// Cards asked for at once: the CardDAV client's multiget batch, so the bar moves per batch
  /// and the server sees the same requests as without it.
  static let batch = 500

  func capabilities() async throws -> RemoteCapabilities { try await remote.capabilities() }

  func listing() async throws -> [RemoteEntry] {
    meter.tell(.asking)
    return try await remote.listing()
  }

  func changes(since token: String) async throws -> RemoteChanges {
    meter.tell(.asking)
    return try await remote.changes(since: token)
  }

  func cards(at hrefs: [String]) async throws -> [RemoteCard] {
    var cards: [RemoteCard] = []
    guard !hrefs.isEmpty else { return cards }
    meter.tell(.receiving, done: 0, total: hrefs.count)
    for start in stride(from: 0, to: hrefs.count, by: Self.batch) {
      let end = min(start + Self.batch, hrefs.count)
      cards += try await remote.cards(at: Array(hrefs[start..<end]))
      meter.tell(.receiving, done: end, total: hrefs.count)
    }
    return cards
  }

  func put(_ card: Data, at href: String, replacing etag: String?) async throws -> String? {
    let etag = try await remote.put(card, at: href, replacing: etag)
    meter.sent()
    return etag
  }

  func delete(at href: String, etag: String) async throws {
    try await remote.delete(at: href, etag: etag)
    meter.sent()
  }

  func href(forNewCardWithUID uid: String) -> String { remote.href(forNewCardWithUID: uid) }
}

/// Counts a sync's steps for whoever listens.
// Unchecked: a sync runs its steps one after another on one task, and only they call it.
final class SyncMeter: @unchecked Sendable {
  private let account: String
  private let listener: (SyncProgress) -> Void
  private var sending = (done: 0, total: 0)

  init(account: String, listener: @escaping (SyncProgress) -> Void) {
    self.account = account
    self.listener = listener
  }

  func tell(_ step: SyncProgress.Step, done: Int = 0, total: Int = 0) {
    if step == .sending { sending = (done, total) }
    listener(SyncProgress(account: account, step: step, done: done, total: total))
  }

  /// One more card written to the server.
  func sent() {
    tell(.sending, done: sending.done + 1, total: max(sending.total, sending.done + 1))
  }
}

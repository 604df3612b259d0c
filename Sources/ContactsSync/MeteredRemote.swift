import ContactsDomain
import Foundation

/// The server's address book, telling a sync's progress as cards go: each card sent or
/// deleted. `SyncSession` tells the cards received, batch by batch.
struct MeteredRemote: RemoteAddressBook {
  let remote: any RemoteAddressBook
  let meter: SyncMeter

  func capabilities() async throws -> RemoteCapabilities { try await remote.capabilities() }

  func listing() async throws -> RemoteListing {
    meter.tell(.asking)
    return try await remote.listing()
  }

  func changes(since token: String) async throws -> RemoteChanges {
    meter.tell(.asking)
    return try await remote.changes(since: token)
  }

  func cards(at hrefs: [String]) async throws -> [RemoteCard] { try await remote.cards(at: hrefs) }

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
  private var saving = 0

  init(account: String, listener: @escaping (SyncProgress) -> Void) {
    self.account = account
    self.listener = listener
  }

  func tell(_ step: SyncProgress.Step, done: Int = 0, total: Int = 0) {
    if step == .sending { sending = (done, total) }
    listener(SyncProgress(account: account, step: step, done: done, total: total))
  }

  /// `count` more cards are about to be written to the server.
  func willSend(_ count: Int) {
    tell(.sending, done: sending.done, total: sending.total + count)
  }

  /// `count` more changes are about to be saved here: the step counts all so far.
  func willSave(_ count: Int) {
    saving += count
    tell(.saving, total: saving)
  }

  /// One more card written to the server.
  func sent() {
    tell(.sending, done: sending.done + 1, total: max(sending.total, sending.done + 1))
  }
}

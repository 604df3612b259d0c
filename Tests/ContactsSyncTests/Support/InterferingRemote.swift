import ContactsDomain
import ContactsTestSupport
import Foundation

/// A server as the engine sees it, with interference: another device that writes just before
/// our first write (a 412 race), a server that does not offer sync-collection, one that keeps
/// the ETag of what it stored to itself (as servers that rewrite cards may), or a connection
/// that breaks after some writes (the sync killed mid-upload).
final class InterferingRemote: RemoteAddressBook, @unchecked Sendable {
  private let base: any RemoteAddressBook
  private let hidesSyncCollection: Bool
  private let hidesNewETags: Bool
  private let lock = NSLock()
  private var beforeFirstWrite: (@Sendable () async throws -> Void)?
  /// How many writes succeed before the connection breaks; nil: it never does.
  private var writesBeforeBreaking: Int?
  private var asked: [Int] = []

  init(
    _ base: any RemoteAddressBook, hidesSyncCollection: Bool = false, hidesNewETags: Bool = false,
    writesBeforeBreaking: Int? = nil, beforeFirstWrite: (@Sendable () async throws -> Void)? = nil
  ) {
    self.writesBeforeBreaking = writesBeforeBreaking
    self.base = base
    self.hidesSyncCollection = hidesSyncCollection
    self.hidesNewETags = hidesNewETags
    self.beforeFirstWrite = beforeFirstWrite
  }

  func capabilities() async throws -> RemoteCapabilities {
    let real = try await base.capabilities()
    return RemoteCapabilities(
      isReadOnly: real.isReadOnly,
      supportsSyncCollection: real.supportsSyncCollection && !hidesSyncCollection,
      vCardVersions: real.vCardVersions)
  }

  func listing() async throws -> RemoteListing { try await base.listing() }

  func changes(since token: String) async throws -> RemoteChanges {
    try await base.changes(since: token)
  }

  /// How many cards each request for cards asked for, in order.
  var fetches: [Int] { lock.withLock { asked } }

  func cards(at hrefs: [String]) async throws -> [RemoteCard] {
    lock.withLock { asked.append(hrefs.count) }
    return try await base.cards(at: hrefs)
  }

  func put(_ card: Data, at href: String, replacing etag: String?) async throws -> String? {
    try await interfere()
    let etag = try await base.put(card, at: href, replacing: etag)
    try breakIfDue()
    return hidesNewETags ? nil : etag
  }

  func delete(at href: String, etag: String) async throws {
    try await interfere()
    try await base.delete(at: href, etag: etag)
    try breakIfDue()
  }

  func href(forNewCardWithUID uid: String) -> String { base.href(forNewCardWithUID: uid) }

  /// Breaks the connection once the written card is stored but before its answer arrives.
  private func breakIfDue() throws {
    let broken: Bool = lock.withLock {
      guard let left = writesBeforeBreaking else { return false }
      writesBeforeBreaking = left - 1
      return left <= 1
    }
    if broken { throw RemoteError.unreachable(url: "the test server", reason: "connection lost") }
  }

  private func interfere() async throws {
    let action = lock.withLock {
      defer { beforeFirstWrite = nil }
      return beforeFirstWrite
    }
    try await action?()
  }
}

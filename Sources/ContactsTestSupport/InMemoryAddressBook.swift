import ContactsDomain
import Foundation

/// An address book "on a server" held in memory: cards at hrefs with ETags that change on
/// every write, an ETag listing and no sync-collection. For stories that need a remote side
/// without a real server; the real ones are in ContactsSyncTests.
public actor InMemoryAddressBook: RemoteAddressBook {
  private var cards: [String: RemoteCard] = [:]
  private var version = 0
  /// The server is down: every request fails as a lost connection does.
  public var isDown = false

  public init() {}

  /// Another device writes `vCard` at `name`.vcf, as a phone syncing with the server would.
  public func store(_ name: String, _ vCard: String) {
    let href = "/book/\(name).vcf"
    version += 1
    cards[href] = RemoteCard(href: href, etag: "\"\(version)\"", data: Data(vCard.utf8))
  }

  /// Another device deletes the card at `name`.vcf.
  public func remove(_ name: String) {
    version += 1
    cards["/book/\(name).vcf"] = nil
  }

  /// Another device deletes every card.
  public func removeAll() { cards = [:] }

  /// Takes the server down, or brings it back.
  public func setDown(_ down: Bool) { isDown = down }

  /// The text of every card, by href.
  public func texts() -> [String: String] {
    cards.mapValues { String(decoding: $0.data, as: UTF8.self) }
  }

  // MARK: - RemoteAddressBook

  public func capabilities() throws -> RemoteCapabilities {
    try checkUp()
    return RemoteCapabilities(isReadOnly: false, supportsSyncCollection: false, vCardVersions: [])
  }

  public func listing() throws -> RemoteListing {
    try checkUp()
    return RemoteListing(cards.values.map { .changed(RemoteEntry(href: $0.href, etag: $0.etag)) })
  }

  public func changes(since token: String) throws -> RemoteChanges {
    throw RemoteError.invalidSyncToken
  }

  public func cards(at hrefs: [String]) throws -> [RemoteCard] {
    try checkUp()
    return hrefs.compactMap { cards[$0] }
  }

  public func put(_ card: Data, at href: String, replacing etag: String?) throws -> String? {
    try checkUp()
    guard cards[href]?.etag == etag else { throw RemoteError.preconditionFailed(href: href) }
    version += 1
    cards[href] = RemoteCard(href: href, etag: "\"\(version)\"", data: card)
    return "\"\(version)\""
  }

  public func delete(at href: String, etag: String) throws {
    try checkUp()
    guard cards[href]?.etag == etag else { throw RemoteError.preconditionFailed(href: href) }
    cards[href] = nil
  }

  public nonisolated func href(forNewCardWithUID uid: String) -> String {
    "/book/\(uid.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? uid).vcf"
  }

  private func checkUp() throws {
    guard !isDown else {
      throw RemoteError.unreachable(
        url: "http://127.0.0.1:5232/book/", reason: "connection refused")
    }
  }
}

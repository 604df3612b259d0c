import Foundation

/// An address book on a server, as the sync engine sees it: cards at hrefs with ETags, and no
/// HTTP. The CardDAV client implements it; tests may implement it in memory.
public protocol RemoteAddressBook: Sendable {
  /// What the book allows: writing, incremental changes, which vCard version to write.
  func capabilities() async throws -> RemoteCapabilities

  /// Every card's href and ETag: the full listing, for a first sync or when no token works.
  /// Kept on disk as it is read, however large the book.
  func listing() async throws -> RemoteListing

  /// What changed since `token` (an empty token asks for everything). Throws
  /// `RemoteError.invalidSyncToken` when the server no longer knows the token.
  func changes(since token: String) async throws -> RemoteChanges

  /// The cards at `hrefs`, fetched in batches; an href the server no longer has is left out.
  func cards(at hrefs: [String]) async throws -> [RemoteCard]

  /// Stores `card` at `href`: a new card when `etag` is nil (refused if one exists), else the
  /// replacement of the version `etag` (refused if the server holds another). Returns the new
  /// ETag when the server says it. A refusal throws `RemoteError.preconditionFailed`.
  func put(_ card: Data, at href: String, replacing etag: String?) async throws -> String?

  /// Deletes the card at `href` if the server still holds the version `etag`.
  func delete(at href: String, etag: String) async throws

  /// Where a new card with `uid` goes.
  func href(forNewCardWithUID uid: String) -> String
}

/// What an address book on a server allows.
public struct RemoteCapabilities: Hashable, Sendable {
  /// The user may only read: local edits stay local.
  public let isReadOnly: Bool
  /// The server answers sync-collection (RFC 6578), so a sync asks only for what changed.
  public let supportsSyncCollection: Bool
  /// The vCard versions the book accepts ("3.0", "4.0"); empty when it does not say.
  public let vCardVersions: [String]

  public init(isReadOnly: Bool, supportsSyncCollection: Bool, vCardVersions: [String]) {
    self.isReadOnly = isReadOnly
    self.supportsSyncCollection = supportsSyncCollection
    self.vCardVersions = vCardVersions
  }
}

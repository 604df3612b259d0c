import Foundation

/// Where a served book stands: its epoch (new when a backup replaces the book) and its change
/// stamp (higher after every change). A CTag and a sync token are made of it, so a token from
/// before a restore is refused rather than trusted (Baïkal #1441: tokens that went backwards
/// lost newer data).
public struct ServedState: Hashable, Sendable {
  /// The book's epoch (`ContactDatabase.syncEpoch()`).
  public let epoch: String
  /// The highest change stamp given so far.
  public let stamp: Int64

  public init(epoch: String, stamp: Int64) {
    self.epoch = epoch
    self.stamp = stamp
  }

  /// The prefix of every sync token this app gives.
  public static let tokenPrefix = "https://contacts.invalid/sync/"

  /// The RFC 6578 sync token (a URI): `https://contacts.invalid/sync/EPOCH/STAMP`.
  public var syncToken: String { "\(Self.tokenPrefix)\(epoch)/\(stamp)" }

  /// The CTag (getctag): the same state, quoted.
  public var ctag: String { "\"\(epoch)-\(stamp)\"" }

  /// The state a token of `syncToken`'s form names; nil for any other text (403
  /// `valid-sync-token`). An empty token is the initial sync, which the caller handles.
  public init?(syncToken token: String) {
    guard token.hasPrefix(Self.tokenPrefix) else { return nil }
    let rest = token.dropFirst(Self.tokenPrefix.count).split(
      separator: "/", omittingEmptySubsequences: false)
    guard rest.count == 2, !rest[0].isEmpty, let stamp = Int64(rest[1]), stamp >= 0 else {
      return nil
    }
    self.init(epoch: String(rest[0]), stamp: stamp)
  }
}

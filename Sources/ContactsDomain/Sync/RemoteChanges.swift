/// What changed on the server since a sync token.
public struct RemoteChanges: Hashable, Sendable {
  /// Cards added or changed.
  public let changed: [RemoteEntry]
  /// Hrefs of cards removed.
  public let removed: [String]
  /// The token to ask with next time.
  public let token: String

  public init(changed: [RemoteEntry], removed: [String], token: String) {
    self.changed = changed
    self.removed = removed
    self.token = token
  }
}

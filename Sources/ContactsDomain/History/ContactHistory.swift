/// A contact's earlier versions, the newest first: what its details page counts ("Edited 3
/// times") and `contacts history` lists.
public struct ContactHistory: Hashable, Sendable {
  /// How many earlier versions are kept in all.
  public let total: Int
  /// Up to the limit asked for, the newest (highest number) first.
  public let versions: [ContactVersion]

  public init(total: Int, versions: [ContactVersion]) {
    self.total = total
    self.versions = versions
  }
}

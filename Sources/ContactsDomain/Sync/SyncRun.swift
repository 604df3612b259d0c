import Foundation

/// One sync of an account, as the store records its local writes: however many transactions
/// they take, they are one change `undo` takes back.
public struct SyncRun: Hashable, Sendable {
  /// The account synced, which the change is shown by.
  public let account: String
  /// Tells this run's writes from every other's.
  public let key: String

  /// A new run for `account`.
  public init(account: String) {
    self.account = account
    key = UUID().uuidString
  }
}

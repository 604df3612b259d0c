/// How "Sync now" ended: every account synced, or a stop waiting for the user's confirmation.
public enum SyncOutcome: Hashable, Sendable {
  /// Every account asked for synced, in order.
  case synced([SyncedAccount])
  /// The accounts before `account` synced; `account` would delete much, or its server suddenly
  /// lists nothing, so it and those after it changed nothing. Confirming goes ahead.
  case needsConfirmation(synced: [SyncedAccount], account: String, reason: String)

  /// The accounts that synced.
  public var synced: [SyncedAccount] {
    switch self {
    case .synced(let accounts), .needsConfirmation(let accounts, _, _): accounts
    }
  }

  /// Whether a sync changed contacts here, so a list shown should reload.
  public var changedContacts: Bool {
    synced.contains { !$0.report.isDryRun && $0.report.counts.changedContactsHere }
  }
}

/// One account's sync and what it did.
public struct SyncedAccount: Hashable, Sendable {
  public let account: String
  public let report: SyncReport

  public init(account: String, report: SyncReport) {
    self.account = account
    self.report = report
  }
}

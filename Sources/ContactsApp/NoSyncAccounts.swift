import ContactsDomain

/// Sync where none is set up: no accounts, no conflicts, and "Sync now" says how to add one.
public struct NoSyncAccounts: SyncManager {
  public init() {}

  public func accounts() async throws -> [AccountStatus] { [] }

  public func sync(
    account name: String?, options: SyncOptions,
    progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome {
    throw name.map { SyncLedgerError.noAccount($0) } ?? SyncSetupError.noAccounts
  }

  public func conflicts() async throws -> [SyncConflict] { [] }

  public func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict {
    throw SyncLedgerError.noConflict(id)
  }
}

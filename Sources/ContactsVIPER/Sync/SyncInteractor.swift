import ContactsDomain

/// Syncs through the domain's `SyncManager`: it never knows the server is CardDAV.
final class SyncInteractor: SyncInteractorInterface {
  private let manager: any SyncManager

  init(manager: any SyncManager) {
    self.manager = manager
  }

  func accounts() async throws -> [AccountStatus] { try await manager.accounts() }

  func conflicts() async throws -> [SyncConflict] { try await manager.conflicts() }

  func sync(
    account name: String?, options: SyncOptions, progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome {
    try await manager.sync(account: name, options: options, progress: progress)
  }

  func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict {
    try await manager.resolve(id, keep: choice)
  }
}

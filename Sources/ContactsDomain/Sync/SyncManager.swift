/// Sync with the server: the article's network manager, beside the repository (the local one).
/// The sync screens talk to it — the MVVM view model, the VIPER interactor — and never know
/// CardDAV, HTTP or SQL. `ContactsSync` implements it with its engine; tests may fake it.
public protocol SyncManager: Sendable {
  /// Every account, with how much it synced and its open conflicts.
  func accounts() async throws -> [AccountStatus]

  /// Syncs the account `name`, or every account when nil, both ways, one after the other;
  /// `progress` hears how far each has come. A sync that needs the user's confirmation stops
  /// before writing anything and ends the run. Throws `SyncSetupError.noAccounts` when there
  /// is none, and the server's and the store's errors.
  func sync(
    account name: String?, options: SyncOptions,
    progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome

  /// The open conflicts of every account, their values as a person reads them.
  func conflicts() async throws -> [SyncConflict]

  /// Keeps `choice` for the conflict `id`, forgets the conflict and returns it; throws
  /// `SyncLedgerError.noConflict` when there is none.
  func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict
}

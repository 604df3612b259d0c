import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The sync screen's state: the accounts, "Sync now" with its progress and summary, a stop
/// that waits for Confirm, and the conflicts with "Keep mine" and "Keep the server's". It
/// talks to the `SyncManager` port, never to a server.
@Observable
public final class SyncViewModel {
  private let manager: any SyncManager

  /// The accounts and what each synced; empty until loaded.
  public private(set) var accounts: [AccountStatus] = []
  /// The open conflicts, their values as a person reads them.
  public private(set) var conflicts: [SyncConflict] = []
  /// What "Sync now" shows.
  public private(set) var state: SyncScreenState = .idle
  /// The conflict the last choice resolved; nil before one.
  public private(set) var resolved: SyncConflict?
  /// Why loading the accounts or conflicts, or the last choice, failed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// Called after the progress changed, on the task that called `syncTapped`.
  @ObservationIgnored public var progressChanged: ((SyncProgress) -> Void)?

  public init(manager: any SyncManager) {
    self.manager = manager
  }

  /// Call when the screen appears: loads the accounts and the conflicts.
  public func viewDidLoad() async {
    do {
      accounts = try await manager.accounts()
      conflicts = try await manager.conflicts()
      failure = nil
    } catch {
      failure = AppFailure(.readSyncAccounts, error)
    }
  }

  /// Call when the user taps Sync now: the account `name` or every one; a dry run writes
  /// nothing; `confirmed` goes ahead with a sync that would stop to ask.
  public func syncTapped(account name: String? = nil, dryRun: Bool = false, confirmed: Bool = false)
    async
  {
    state = .syncing(nil)
    do {
      let outcome = try await manager.sync(
        account: name, options: SyncOptions(dryRun: dryRun, confirmed: confirmed)
      ) { progress in
        self.state = .syncing(progress)
        self.progressChanged?(progress)
      }
      switch outcome {
      case .synced(let accounts): state = .synced(accounts)
      case .needsConfirmation(let synced, let account, let reason):
        state = .needsConfirmation(synced: synced, account: account, reason: reason)
      }
    } catch {
      state = .failed(AppFailure(.sync, error))
      return
    }
    await viewDidLoad()
  }

  /// Call when the user taps "Keep mine" on conflict `id`.
  public func keepMineTapped(_ id: Int64) async { await resolve(id, keep: .mine) }

  /// Call when the user taps "Keep the server's" on conflict `id`.
  public func keepServersTapped(_ id: Int64) async { await resolve(id, keep: .server) }

  /// Whether the last sync changed contacts here: the list should reload.
  public var changedContacts: Bool {
    switch state {
    case .synced(let accounts), .needsConfirmation(let accounts, _, _):
      SyncOutcome.synced(accounts).changedContacts
    case .idle, .syncing, .failed: false
    }
  }

  private func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async {
    do {
      resolved = try await manager.resolve(id, keep: choice)
      failure = nil
    } catch {
      resolved = nil
      failure = AppFailure(.keep(choice), error)
      return
    }
    await viewDidLoad()
  }
}

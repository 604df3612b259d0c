import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// Records what the sync presenter told its view.
public final class SyncViewSpy: SyncViewInterface {
  public enum Call: Equatable {
    case accounts([AccountStatus], conflicts: [SyncConflict])
    case progress(SyncProgress)
    case synced([SyncedAccount])
    case confirm(account: String, reason: String, synced: [SyncedAccount])
    case resolved(SyncConflict)
    case error(AppFailure)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showAccounts(_ accounts: [AccountStatus], conflicts: [SyncConflict]) {
    calls.append(.accounts(accounts, conflicts: conflicts))
  }

  public func showProgress(_ progress: SyncProgress) { calls.append(.progress(progress)) }
  public func showSynced(_ accounts: [SyncedAccount]) { calls.append(.synced(accounts)) }

  public func askToConfirm(account: String, reason: String, synced: [SyncedAccount]) {
    calls.append(.confirm(account: account, reason: reason, synced: synced))
  }

  public func showResolved(_ conflict: SyncConflict) { calls.append(.resolved(conflict)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure)) }
}

/// A sync manager that answers what it is told to and records what it was asked; a sync
/// that needs confirmation stops until asked with `confirmed`.
public actor SyncManagerSpy: SyncManager {
  public enum Call: Equatable, Sendable {
    case accounts
    case sync(String?, SyncOptions)
    case conflicts
    case resolve(Int64, SyncConflict.Choice)
  }

  public private(set) var calls: [Call] = []
  private let states: [AccountStatus]
  private var open: [SyncConflict]
  private let report: SyncReport
  private let stopReason: String?
  private let failure: (any Error)?

  /// Answers with `states` and `conflicts`; a sync reports `report` for each account (after
  /// telling two steps of progress), stops with `stopReason` unless confirmed, or throws
  /// `failure`.
  public init(
    states: [AccountStatus] = [], conflicts: [SyncConflict] = [],
    report: SyncReport = SyncReport(
      counts: SyncCounts(), skipped: [], notices: [], isDryRun: false),
    stopReason: String? = nil, failure: (any Error)? = nil
  ) {
    self.states = states
    open = conflicts
    self.report = report
    self.stopReason = stopReason
    self.failure = failure
  }

  public func accounts() async throws -> [AccountStatus] {
    calls.append(.accounts)
    if let failure { throw failure }
    return states
  }

  public nonisolated func sync(
    account name: String?, options: SyncOptions, progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome {
    let (report, stop) = try await record(.sync(name, options))
    let account = name ?? "home"
    progress(SyncProgress(account: account, step: .asking))
    progress(SyncProgress(account: account, step: .receiving, done: 1, total: 1))
    if let stop, !options.confirmed {
      return .needsConfirmation(synced: [], account: account, reason: stop)
    }
    var done = report
    done.isDryRun = options.dryRun
    return .synced([SyncedAccount(account: account, report: done)])
  }

  public func conflicts() async throws -> [SyncConflict] {
    calls.append(.conflicts)
    return open
  }

  public func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict {
    calls.append(.resolve(id, choice))
    guard let index = open.firstIndex(where: { $0.id == id }) else {
      throw SyncLedgerError.noConflict(id)
    }
    return open.remove(at: index)
  }

  private func record(_ call: Call) throws -> (SyncReport, String?) {
    calls.append(call)
    if let failure { throw failure }
    return (report, stopReason)
  }
}

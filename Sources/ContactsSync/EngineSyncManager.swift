import ContactsDomain

/// The domain's `SyncManager`, done by `SyncEngine` over the local repository, the sync
/// memory and the servers `connector` opens.
public struct EngineSyncManager: SyncManager {
  let contacts: any ChangeTrackedRepository
  let ledger: any SyncLedger
  let connector: any RemoteConnector

  public init(
    contacts: any ChangeTrackedRepository, ledger: any SyncLedger, connector: any RemoteConnector
  ) {
    self.contacts = contacts
    self.ledger = ledger
    self.connector = connector
  }

  public func accounts() async throws -> [AccountStatus] {
    var states: [AccountStatus] = []
    for account in try await ledger.accounts() {
      let counts = try await ledger.recordCounts(account: account.name)
      let skipped =
        counts.skipped == 0
        ? [] : try await ledger.recordsToRecheck(account: account.name).compactMap(\.skipReason)
      states.append(
        AccountStatus(
          account: account, synced: counts.records - counts.skipped, skipped: counts.skipped,
          conflicts: try await ledger.conflicts(account: account.name).count,
          skippedCards: skipped.sorted()))
    }
    return states
  }

  public func sync(
    account name: String?, options: SyncOptions,
    progress: @escaping (SyncProgress) -> Void
  ) async throws -> SyncOutcome {
    var synced: [SyncedAccount] = []
    for account in try await accounts(named: name) {
      do {
        let report = try await connector.withAddressBook(of: account) { book, url in
          var known = account
          known.addressBookURL = url
          return try await SyncEngine(contacts: contacts, ledger: ledger, remote: book)
            .sync(known, options: options, progress: progress)
        }
        synced.append(SyncedAccount(account: account.name, report: report))
      } catch SyncStop.needsConfirmation(let reason) {
        return .needsConfirmation(synced: synced, account: account.name, reason: reason)
      }
    }
    return .synced(synced)
  }

  public func conflicts() async throws -> [SyncConflict] {
    try await ledger.conflicts(account: nil).map { conflict in
      SyncConflict(
        id: conflict.id, account: conflict.account, uid: conflict.uid,
        contactName: conflict.contactName, field: conflict.field,
        mine: SyncFields.display(conflict.mine, of: conflict.field),
        server: SyncFields.display(conflict.server, of: conflict.field))
    }
  }

  public func resolve(_ id: Int64, keep choice: SyncConflict.Choice) async throws -> SyncConflict {
    try await ConflictResolver(contacts: contacts, ledger: ledger).resolve(id, keep: choice)
  }

  /// The account `name`, or every account.
  private func accounts(named name: String?) async throws -> [SyncAccount] {
    let all = try await ledger.accounts()
    guard let name else {
      guard !all.isEmpty else { throw SyncSetupError.noAccounts }
      return all
    }
    guard let account = all.first(where: { $0.name == name }) else {
      throw SyncLedgerError.noAccount(name)
    }
    return [account]
  }
}

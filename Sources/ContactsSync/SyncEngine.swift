import ContactsDomain
import ContactsVCard

/// Two-way sync of the local address book with one address book on a server.
///
/// Per card it remembers what both sides last agreed on (href, ETag, a digest of each side's
/// canonical form, the agreed card), so a server that rewrites a card changes nothing and
/// nothing is sent twice. Edits meet in a field-by-field merge; an edit beats a delete.
public struct SyncEngine: Sendable {
  let contacts: any ContactRepository
  let ledger: any SyncLedger
  let remote: any RemoteAddressBook

  public init(
    contacts: any ContactRepository, ledger: any SyncLedger, remote: any RemoteAddressBook
  ) {
    self.contacts = contacts
    self.ledger = ledger
    self.remote = remote
  }

  /// Syncs `account` and says what changed; `progress` hears how far it has come. Throws
  /// `SyncStop` before writing anything when the sync needs the user's confirmation, and the
  /// server's or the store's errors.
  public func sync(
    _ account: SyncAccount, options: SyncOptions = SyncOptions(),
    progress: @escaping (SyncProgress) -> Void = { _ in }
  ) async throws -> SyncReport {
    let meter = SyncMeter(account: account.name, listener: progress)
    let remote = MeteredRemote(remote: remote, meter: meter)
    let capabilities = try await remote.capabilities()
    let records = Dictionary(
      try await ledger.records(account: account.name).map { ($0.href, $0) },
      uniquingKeysWith: { first, _ in first })
    let news = try await RemoteNews.gather(
      from: remote, since: account.syncToken, records: records, capabilities: capabilities)
    if news.listedNothing, !records.isEmpty, !options.confirmed {
      throw SyncStop.needsConfirmation(
        "the server lists no cards, but \(records.count) were synced before")
    }
    let local = try await LocalSnapshot.read(contacts)
    let decider = SyncDecider(account: account.name, isReadOnly: capabilities.isReadOnly)
    var plan = SyncPlan(records: records)
    plan.decide(news: news, local: local, decider: decider, remote: remote)
    if !options.confirmed { try plan.checkDeletions() }
    var report = SyncReport(
      counts: plan.counts, skipped: plan.skipped, notices: news.notices + plan.notices,
      isDryRun: options.dryRun)
    guard !options.dryRun else { return report }

    var account = account
    if plan.keptLocally > 0, !account.readOnlyNoticeGiven {
      report.notices.append(
        "the address book is read-only: \(plan.keptLocally) local changes stay on this device")
      account.readOnlyNoticeGiven = true
    }
    let writer = SyncWriter(
      remote: remote, decider: decider, version: Self.version(for: capabilities))
    try await ledger.apply(plan.intents(account: account))
    if plan.remoteWrites > 0 { meter.tell(.sending, total: plan.remoteWrites) }
    report.notices += try await writer.writeRemote(&plan)
    report.counts = plan.counts
    if plan.localWrites > 0 { meter.tell(.saving, total: plan.localWrites) }
    try await writer.writeLocal(plan, to: contacts)
    if news.token != nil { account.syncToken = news.token }
    try await ledger.apply(plan.outcome(account: account))
    return report
  }

  /// The vCard version to send: 4.0 unless the book names only older ones.
  static func version(for capabilities: RemoteCapabilities) -> VCardVersion {
    let versions = capabilities.vCardVersions
    return versions.isEmpty || versions.contains("4.0") ? .v4 : .v3
  }
}

import ContactsDomain
import ContactsVCard

/// Two-way sync of the local address book with one address book on a server.
///
/// Per card it remembers what both sides last agreed on (href, ETag, a digest of each side's
/// canonical form, the agreed card), so a server that rewrites a card changes nothing and
/// nothing is sent twice. Edits meet in a field-by-field merge; an edit beats a delete.
public struct SyncEngine: Sendable {
  let contacts: any ChangeTrackedRepository
  let ledger: any SyncLedger
  let remote: any RemoteAddressBook
  /// Cards fetched, decided and written at once: what a sync holds in memory.
  let batchSize: Int

  /// The batch size of a sync that names none: one multiget of the CardDAV client.
  public static let standardBatchSize = 500

  public init(
    contacts: any ChangeTrackedRepository, ledger: any SyncLedger, remote: any RemoteAddressBook,
    batchSize: Int = standardBatchSize
  ) {
    self.contacts = contacts
    self.ledger = ledger
    self.remote = remote
    self.batchSize = max(1, batchSize)
  }

  /// Syncs `account` and says what changed; `progress` hears how far it has come. Throws
  /// `SyncStop` before writing anything when the sync needs the user's confirmation, and the
  /// server's or the store's errors.
  ///
  /// Every changed card arrives before anything is written, so a broken answer changes
  /// nothing; then batch after batch is written on both sides with its records. The token
  /// moves on last: a sync stopped midway lists the same changes again, and the records of
  /// the batches written say they are done.
  public func sync(
    _ account: SyncAccount, options: SyncOptions = SyncOptions(),
    progress: @escaping (SyncProgress) -> Void = { _ in }
  ) async throws -> SyncReport {
    let meter = SyncMeter(account: account.name, listener: progress)
    let remote = MeteredRemote(remote: remote, meter: meter)
    let capabilities = try await remote.capabilities()
    // Read before any contact: a change made while the sync reads is seen again next time.
    let start = try await contacts.changeStamp()
    let recordCount = try await ledger.recordCounts(account: account.name).records
    let news = try await RemoteNews.gather(
      from: remote, since: account.syncToken, account: account.name, ledger: ledger,
      capabilities: capabilities)
    if news.listedNothing, recordCount > 0, !options.confirmed {
      throw SyncStop.needsConfirmation(
        "the server lists no cards, but \(recordCount) were synced before")
    }
    let fetched = try await FetchedCards(
      news, from: remote, batchSize: batchSize, meter: meter,
      gatheringUIDs: account.seenSeq != nil)
    let scope =
      if let seen = account.seenSeq {
        try await SyncScope.changes(
          since: seen, news: news, serverUIDs: fetched.uids, account: account.name,
          ledger: ledger, contacts: contacts)
      } else {
        try await SyncScope.everything(account: account.name, ledger: ledger, contacts: contacts)
      }
    let session = SyncSession(
      news: news, fetched: fetched, scope: scope, recordCount: recordCount,
      decider: SyncDecider(account: account.name, isReadOnly: capabilities.isReadOnly),
      remote: remote, batchSize: batchSize)
    let empty = SyncReport(
      counts: SyncCounts(), skipped: [], notices: news.notices, isDryRun: options.dryRun)
    // Only a synced card can be deleted: with no records, there is nothing to check.
    if options.dryRun || (!options.confirmed && recordCount > 0) {
      var preview = empty
      try await session.forEachPlan { preview.add($0) }
      if !options.confirmed { try session.checkDeletions(preview.counts) }
      if options.dryRun { return preview }
    }
    var seen = SeenStamp(start: start)
    return try await write(
      session, account: account, version: Self.version(for: capabilities), meter: meter,
      seen: &seen, into: empty)
  }

  /// Carries out `session` in two rounds of plans: first every write to the server, with the
  /// local writes and records of those cards (a merge writes both sides), then the server's
  /// changes here; the new token last, once all are done. A server that stops the sync
  /// midway (full, unreachable) thus finds none of its own changes applied here yet. The
  /// stamp `seen` is kept with the token.
  private func write(
    _ session: SyncSession, account: SyncAccount, version: VCardVersion, meter: SyncMeter,
    seen: inout SeenStamp, into report: SyncReport
  ) async throws -> SyncReport {
    var report = report
    var keptLocally = 0
    let writer = SyncWriter(
      remote: session.remote, decider: session.decider, version: version,
      run: SyncRun(account: account.name))
    try await session.forEachPlan(writingToServer: true) { plan in
      plan.items.removeAll { $0.decision.remote == nil }
      guard !plan.items.isEmpty else { return }
      try await ledger.apply(plan.intents(account: account))
      meter.willSend(plan.remoteWrites)
      let refused = try await writer.writeRemote(&plan)
      report.counts = report.counts + plan.counts
      report.notices += refused
      try await save(plan, account: account, meter: meter, with: writer, seen: &seen)
    }
    // Deciding is pure: the cards written to the server above are decided the same again.
    try await session.forEachPlan { plan in
      plan.items.removeAll { $0.decision.remote != nil }
      report.add(plan)
      keptLocally += plan.keptLocally
      try await save(plan, account: account, meter: meter, with: writer, seen: &seen)
    }
    var account = account
    if keptLocally > 0, !account.readOnlyNoticeGiven {
      report.notices.append(
        "the address book is read-only: \(keptLocally) local changes stay on this device")
      account.readOnlyNoticeGiven = true
    }
    if session.news.token != nil { account.syncToken = session.news.token }
    account.seenSeq = seen.value
    try await ledger.apply(LedgerWrite(account: account))
    return report
  }

  /// Writes the local side of `plan`, then its records, telling `seen` what it stamped.
  private func save(
    _ plan: SyncPlan, account: SyncAccount, meter: SyncMeter, with writer: SyncWriter,
    seen: inout SeenStamp
  ) async throws {
    if plan.localWrites > 0 { meter.willSave(plan.localWrites) }
    let before = try await contacts.changeStamp()
    if try await writer.writeLocal(plan, to: contacts) {
      seen.imported(from: before, to: try await contacts.changeStamp())
    }
    seen.check(plan, savedAfter: before)
    let outcome = plan.outcome(account: account)
    if outcome != LedgerWrite(account: account) { try await ledger.apply(outcome) }
  }

  /// The vCard version to send: 4.0 unless the book names only older ones.
  static func version(for capabilities: RemoteCapabilities) -> VCardVersion {
    let versions = capabilities.vCardVersions
    return versions.isEmpty || versions.contains("4.0") ? .v4 : .v3
  }
}

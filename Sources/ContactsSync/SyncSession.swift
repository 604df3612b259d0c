import ContactsDomain

/// One sync once the server said what changed: its changed cards fetched into a spool, and
/// every href and local contact to decide, handed out as plans of at most `batchSize` items so
/// memory holds one batch of cards at a time, however large the book.
struct SyncSession {
  let news: RemoteNews
  let fetched: FetchedCards
  let scope: SyncScope
  /// How many records the account has, decided in this sync or not.
  let recordCount: Int
  let decider: SyncDecider
  let remote: any RemoteAddressBook
  let batchSize: Int

  private var records: [String: LedgerEntry] { scope.records }
  private var local: LocalSnapshot { scope.local }

  /// Calls `body` with each plan in turn: the changed cards batch by batch, the other
  /// recorded hrefs, then the local contacts the server has no card for. Deciding is pure, so
  /// every call hands out the same plans. `writingToServer` leaves out batches that cannot
  /// write to the server: new cards when there is no contact here, which are only taken here.
  func forEachPlan(
    writingToServer: Bool = false, _ body: (inout SyncPlan) async throws -> Void
  ) async throws {
    // The UIDs taken so far: every record's, and of the new cards those another card or a
    // local contact may also have. A UID no other card has and no contact here needs no memory,
    // so a first pull remembers none of its thousands of cards.
    var claimed = Set(records.values.map(\.uid))
    let mayRepeat = { (uid: String) in fetched.shared.contains(uid) || local.cards[uid] != nil }
    // The records of changed cards: those not among them are decided next.
    var listed: Set<String> = []
    for segment in fetched.segments {
      let batch = try fetched.batch(in: segment)
      if writingToServer, local.cards.isEmpty, batch.allSatisfy({ records[$0.href] == nil }) {
        continue
      }
      var plan = SyncPlan(decider: decider)
      for (href, card) in batch {
        let side =
          card.map { .changed(etag: $0.etag, ComparedCard.read($0.data, href: href)) }
          ?? RemoteSide.removed
        if let record = records[href] {
          listed.insert(href)
          plan.decide(href, record: record, side: side, local: local)
        } else {
          plan.decideNew(
            href, side: side, claimed: &claimed, remembering: mayRepeat, local: local)
        }
      }
      try await body(&plan)
    }
    let unchanged = records.keys.filter { !listed.contains($0) }.sorted()
    for batch in Self.batches(unchanged, of: batchSize) {
      var plan = SyncPlan(decider: decider)
      for (href, record) in batch.compactMap({ href in records[href].map { (href, $0) } }) {
        let side = news.removed.contains(href) ? RemoteSide.removed : .unchanged
        plan.decide(href, record: record, side: side, local: local)
      }
      try await body(&plan)
    }
    let newHere = local.cards.keys.filter { !claimed.contains($0) }.sorted()
    for batch in Self.batches(newHere, of: batchSize) {
      var plan = SyncPlan(decider: decider)
      for card in batch.compactMap({ local.cards[$0] }) {
        plan.decideLocal(card, at: remote.href(forNewCardWithUID: card.card.uid))
      }
      try await body(&plan)
    }
  }

  /// Throws `SyncStop` when `counts` delete many contacts on either side.
  func checkDeletions(_ counts: SyncCounts) throws {
    if isMany(counts.fromServerRemoved) {
      throw SyncStop.needsConfirmation(
        "the sync would delete \(counts.fromServerRemoved) of the \(recordCount) synced "
          + "contacts here")
    }
    if isMany(counts.toServerRemoved) {
      throw SyncStop.needsConfirmation(
        "the sync would delete \(counts.toServerRemoved) of the \(recordCount) synced cards "
          + "on the server")
    }
  }

  /// `hrefs` in batches of `size`, in order.
  static func batches(_ hrefs: [String], of size: Int) -> [ArraySlice<String>] {
    stride(from: 0, to: hrefs.count, by: size).map { hrefs[$0..<min($0 + size, hrefs.count)] }
  }

  // MARK: - Private

  /// Many: every synced card, 50 or more, or at least 3 that are half the synced cards or more.
  private func isMany(_ count: Int) -> Bool {
    count > 0 && count == recordCount || count >= 50
      || (count >= 3 && count * 2 >= recordCount)
  }
}

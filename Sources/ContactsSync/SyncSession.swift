import ContactsDomain

/// One sync once the server said what changed: its changed cards fetched into a spool, and
/// every href and local contact to decide, handed out as plans of at most `batchSize` items so
/// memory holds one batch of cards at a time, however large the book.
struct SyncSession {
  let records: [String: SyncRecord]
  let news: RemoteNews
  let local: LocalSnapshot
  let decider: SyncDecider
  let remote: any RemoteAddressBook
  let batchSize: Int
  private let spool: CardSpool
  /// Where each batch of `news.changed` is in the spool, in order.
  private let segments: [CardSpool.Segment]

  /// Fetches the changed cards `batchSize` at a time into a spool, telling `meter`; writes
  /// nothing anywhere else, so a broken answer leaves both sides as they were.
  init(
    records: [String: SyncRecord], news: RemoteNews, local: LocalSnapshot, decider: SyncDecider,
    remote: any RemoteAddressBook, batchSize: Int, meter: SyncMeter
  ) async throws {
    self.records = records
    self.news = news
    self.local = local
    self.decider = decider
    self.remote = remote
    self.batchSize = batchSize
    spool = try CardSpool()
    var segments: [CardSpool.Segment] = []
    let total = news.changed.count
    if total > 0 { meter.tell(.receiving, done: 0, total: total) }
    for batch in Self.batches(news.changed, of: batchSize) {
      segments.append(try spool.append(try await remote.cards(at: Array(batch))))
      meter.tell(.receiving, done: batch.endIndex, total: total)
    }
    self.segments = segments
  }

  /// Calls `body` with each plan in turn: the changed cards batch by batch, the other
  /// recorded hrefs, then the local contacts the server has no card for. Deciding is pure, so
  /// every call hands out the same plans. `writingToServer` leaves out batches that cannot
  /// write to the server: new cards when there is no contact here, which are only taken here.
  func forEachPlan(
    writingToServer: Bool = false, _ body: (inout SyncPlan) async throws -> Void
  ) async throws {
    var claimed = Set(records.values.map(\.uid))
    for (batch, segment) in zip(Self.batches(news.changed, of: batchSize), segments) {
      if writingToServer, local.cards.isEmpty, batch.allSatisfy({ records[$0] == nil }) {
        continue
      }
      let cards = try spool.cards(in: segment)
      var plan = SyncPlan(decider: decider)
      for href in batch {
        let side =
          cards[href].map { .changed(etag: $0.etag, SyncCard.read($0.data, href: href)) }
          ?? RemoteSide.removed
        if let record = records[href] {
          plan.decide(href, record: record, side: side, local: local)
        } else {
          plan.decideNew(href, side: side, claimed: &claimed, local: local)
        }
      }
      try await body(&plan)
    }
    let changed = Set(news.changed)
    let unchanged = records.keys.filter { !changed.contains($0) }.sorted()
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
        "the sync would delete \(counts.fromServerRemoved) of the \(records.count) synced "
          + "contacts here")
    }
    if isMany(counts.toServerRemoved) {
      throw SyncStop.needsConfirmation(
        "the sync would delete \(counts.toServerRemoved) of the \(records.count) synced cards "
          + "on the server")
    }
  }

  // MARK: - Private

  /// Many: every synced card, 50 or more, or at least 3 that are half the synced cards or more.
  private func isMany(_ count: Int) -> Bool {
    count > 0 && count == records.count || count >= 50
      || (count >= 3 && count * 2 >= records.count)
  }

  private static func batches(_ hrefs: [String], of size: Int) -> [ArraySlice<String>] {
    stride(from: 0, to: hrefs.count, by: size).map { hrefs[$0..<min($0 + size, hrefs.count)] }
  }
}

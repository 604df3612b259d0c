import ContactsDomain

/// The server's changed cards of one sync, fetched `batchSize` at a time into a spool before
/// anything is written, so a broken answer leaves both sides as they were.
struct FetchedCards {
  private let spool: CardSpool
  /// Where each batch of `news.changed` is in the spool, in order.
  let segments: [CardSpool.Segment]
  /// The UIDs of the cards, each with the alias a second card with it would get here; gathered
  /// only when asked, for a sync that reads only the records and contacts those touch.
  let uids: Set<String>
  /// The UIDs and aliases more than one card has: the only ones of the server's cards that a
  /// sync must remember to tell a second card from the first (see `SyncSession`).
  let shared: Set<String>

  init(
    _ news: RemoteNews, from remote: any RemoteAddressBook, batchSize: Int, meter: SyncMeter,
    gatheringUIDs: Bool
  ) async throws {
    spool = try CardSpool()
    var segments: [CardSpool.Segment] = []
    var uids: Set<String> = []
    let keys = try SortedStrings(holding: "the UIDs of the server's cards")
    // Repeats are counted until the hrefs are merged: the total is at most that.
    let total = news.changed.count
    var done = 0
    if total > 0 { meter.tell(.receiving, done: 0, total: total) }
    var batches = try news.changed.batches(of: batchSize)
    // The next batch is asked for while this one is read: the server works as this side does.
    var fetching = try batches.next().map { Self.fetch($0, from: remote) }
    defer { fetching?.task.cancel() }
    while let (batch, task) = fetching {
      let cards = try await task.value
      fetching = try batches.next().map { Self.fetch($0, from: remote) }
      segments.append(try spool.append(cards, askedFor: batch))
      for card in cards {
        guard case .success(let read) = ComparedCard.read(card.data, href: card.href) else {
          continue
        }
        let both = [read.uid, SyncPlan.alias(of: read.uid, at: card.href)]
        for key in both { try keys.add(key) }
        if gatheringUIDs { uids.formUnion(both) }
      }
      done += batch.count
      meter.tell(.receiving, done: done, total: total)
    }
    self.segments = segments
    self.uids = uids
    shared = try keys.repeated()
  }

  /// Starts fetching the cards at `hrefs`.
  private static func fetch(_ hrefs: [String], from remote: any RemoteAddressBook)
    -> (hrefs: [String], task: Task<[RemoteCard], any Error>)
  {
    (hrefs, Task { try await remote.cards(at: hrefs) })
  }

  /// The hrefs of one batch in order, each with its card (nil: gone from the server).
  func batch(in segment: CardSpool.Segment) throws -> [(href: String, card: RemoteCard?)] {
    try spool.batch(in: segment)
  }
}

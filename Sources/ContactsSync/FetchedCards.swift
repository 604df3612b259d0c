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

  init(
    _ news: RemoteNews, from remote: any RemoteAddressBook, batchSize: Int, meter: SyncMeter,
    gatheringUIDs: Bool
  ) async throws {
    spool = try CardSpool()
    var segments: [CardSpool.Segment] = []
    var uids: Set<String> = []
    let total = news.changed.count
    if total > 0 { meter.tell(.receiving, done: 0, total: total) }
    for batch in SyncSession.batches(news.changed, of: batchSize) {
      let cards = try await remote.cards(at: Array(batch))
      segments.append(try spool.append(cards))
      for card in cards where gatheringUIDs {
        guard case .success(let read) = SyncCard.read(card.data, href: card.href) else { continue }
        uids.formUnion([read.uid, SyncPlan.alias(of: read.uid, at: card.href)])
      }
      meter.tell(.receiving, done: batch.endIndex, total: total)
    }
    self.segments = segments
    self.uids = uids
  }

  /// The cards of one batch, by href.
  func cards(in segment: CardSpool.Segment) throws -> [String: RemoteCard] {
    try spool.cards(in: segment)
  }
}

import ContactsDomain
import ContactsSpool
import Foundation

/// The server's cards as they arrive, kept on disk batch by batch, so a sync holds one batch in
/// memory at a time and still writes nothing before every card has arrived.
final class CardSpool {
  /// Where one batch is in the file.
  struct Segment {
    let start: UInt64
    let end: UInt64
  }

  private let file: ScratchFile

  init() throws {
    file = try ScratchFile(prefix: "contacts-sync-cards", holding: "the server's cards")
  }

  /// Appends the batch of `cards` fetched for `hrefs`, and says where it went.
  func append(_ cards: [RemoteCard], askedFor hrefs: [String]) throws -> Segment {
    var byHref: [String: RemoteCard] = [:]
    for card in cards { byHref[card.href] = card }
    var bytes = Data()
    for href in hrefs {
      let fields =
        byHref[href].map { [Data([1]), Data(href.utf8), Data($0.etag.utf8), $0.data] }
        ?? [Data([0]), Data(href.utf8), Data(), Data()]
      bytes.append(ScratchFile.record(fields))
    }
    let start = file.size
    try file.append(bytes)
    return Segment(start: start, end: file.size)
  }

  /// The hrefs of `segment` in order, each with its card (nil: the server no longer had it).
  func batch(in segment: Segment) throws -> [(href: String, card: RemoteCard?)] {
    var records = file.records(
      fieldsEach: 4, from: segment.start, to: segment.end,
      window: Int(segment.end - segment.start))
    var batch: [(href: String, card: RemoteCard?)] = []
    while let fields = try records.next() {
      let href = String(decoding: fields[1], as: UTF8.self)
      let card =
        fields[0].first == 1
        ? RemoteCard(href: href, etag: String(decoding: fields[2], as: UTF8.self), data: fields[3])
        : nil
      batch.append((href, card))
    }
    return batch
  }
}

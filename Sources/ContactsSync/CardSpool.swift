import ContactsDomain
import Foundation

/// The server's cards as they arrive, kept on disk batch by batch, so a sync holds one batch in
/// memory at a time and still writes nothing before every card has arrived.
final class CardSpool {
  /// Where one batch's cards are in the file.
  struct Segment {
    let offset: UInt64
    let length: Int
  }

  private let file: ScratchFile

  init() throws {
    file = try ScratchFile(prefix: "contacts-sync-cards", holding: "the server's cards")
  }

  /// Appends one batch of cards and says where it went.
  func append(_ cards: [RemoteCard]) throws -> Segment {
    var bytes = Data()
    for card in cards {
      for field in [Data(card.href.utf8), Data(card.etag.utf8), card.data] {
        withUnsafeBytes(of: UInt32(field.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(field)
      }
    }
    let segment = Segment(offset: file.size, length: bytes.count)
    try file.append(bytes)
    return segment
  }

  /// The cards of `segment`, by href.
  func cards(in segment: Segment) throws -> [String: RemoteCard] {
    let bytes = try file.read(at: segment.offset, length: segment.length)
    var cards: [String: RemoteCard] = [:]
    var position = bytes.startIndex
    func field() -> Data {
      let count = bytes[position..<position + 4].enumerated().reduce(0) {
        $0 | Int($1.element) << (8 * $1.offset)
      }
      defer { position += 4 + count }
      return bytes[position + 4..<position + 4 + count]
    }
    while position < bytes.endIndex {
      let href = String(decoding: field(), as: UTF8.self)
      let etag = String(decoding: field(), as: UTF8.self)
      cards[href] = RemoteCard(href: href, etag: etag, data: Data(field()))
    }
    return cards
  }
}

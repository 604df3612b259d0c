import ContactsDomain
import ContactsPresentation
import Foundation

/// The server's cards as they arrive, kept on disk batch by batch, so a sync holds one batch in
/// memory at a time and still writes nothing before every card has arrived.
///
/// The file is removed as soon as it is open: it lives while the sync holds it and vanishes
/// with the process, even one killed midway.
final class CardSpool {
  /// Where one batch's cards are in the file.
  struct Segment {
    let offset: UInt64
    let length: Int
  }

  /// The file could not be written or read back.
  struct Failure: UserFacingError {
    let reason: String

    var message: String { "cannot keep the server's cards while they arrive: \(reason)" }
  }

  private let file: FileHandle
  private var end: UInt64 = 0

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("contacts-sync-\(UUID().uuidString).spool")
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw Failure(reason: "\(url.path) cannot be created")
    }
    do {
      file = try FileHandle(forUpdating: url)
      try FileManager.default.removeItem(at: url)
    } catch {
      throw Failure(reason: readableMessage(url.path, error))
    }
  }

  deinit {
    try? file.close()
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
    let segment = Segment(offset: end, length: bytes.count)
    try guarded {
      try file.seek(toOffset: end)
      try file.write(contentsOf: bytes)
    }
    end += UInt64(bytes.count)
    return segment
  }

  /// The cards of `segment`, by href.
  func cards(in segment: Segment) throws -> [String: RemoteCard] {
    let bytes = try guarded {
      try file.seek(toOffset: segment.offset)
      return try file.read(upToCount: segment.length) ?? Data()
    }
    guard bytes.count == segment.length else {
      throw Failure(reason: "the file ended early")
    }
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

  private func guarded<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw Failure(reason: String(describing: error))
    }
  }
}

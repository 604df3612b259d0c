import Foundation

/// What changed on the server since a sync token.
public struct RemoteChanges: Sendable {
  /// Cards added, changed or removed, as the server listed them.
  public let listing: RemoteListing
  /// The token to ask with next time.
  public let token: String

  public init(listing: RemoteListing, token: String) {
    self.listing = listing
    self.token = token
  }
}

/// One line of a server's listing: a card there in some version, or a card gone.
public enum RemoteChange: Hashable, Sendable {
  case changed(RemoteEntry)
  case removed(href: String)

  public var href: String {
    switch self {
    case .changed(let entry): entry.href
    case .removed(let href): href
    }
  }
}

/// A server's listing kept on disk as it is read, so a large book's listing is never held in
/// memory whole: read back in windows, in the order it was written.
// Unchecked: filled by one request, then read by one sync, one after the other.
public final class RemoteListing: @unchecked Sendable {
  private let file: ScratchFile
  /// How many changes it holds.
  public private(set) var count = 0

  public init() throws(ScratchFile.Failure) {
    file = try ScratchFile(prefix: "contacts-sync-listing", holding: "the server's listing")
  }

  public func append(_ change: RemoteChange) throws(ScratchFile.Failure) {
    let (kind, etag): (UInt8, Data) =
      switch change {
      case .changed(let entry): (0, Data(entry.etag.utf8))
      case .removed: (1, Data())
      }
    try file.append(ScratchFile.record([Data([kind]), Data(change.href.utf8), etag]))
    count += 1
  }

  /// The changes in windows of up to `size`, read as they are asked for.
  public func windows(of size: Int) -> Windows {
    Windows(records: file.records(fieldsEach: 3), size: max(1, size))
  }

  /// Windows of a listing, in order.
  public struct Windows {
    var records: ScratchFile.Records
    let size: Int

    /// The next window; nil after the last.
    public mutating func next() throws(ScratchFile.Failure) -> [RemoteChange]? {
      var window: [RemoteChange] = []
      while window.count < size, let fields = try records.next() {
        let href = String(decoding: fields[1], as: UTF8.self)
        window.append(
          fields[0].first == 1
            ? .removed(href: href)
            : .changed(RemoteEntry(href: href, etag: String(decoding: fields[2], as: UTF8.self))))
      }
      return window.isEmpty ? nil : window
    }
  }
}

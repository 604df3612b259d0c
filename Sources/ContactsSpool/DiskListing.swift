import ContactsDomain
import Foundation

/// A server's listing kept on disk as it is read, so a large book's listing is never held in
/// memory whole; `listing` hands it to the sync engine as the domain's `RemoteListing`.
// Unchecked: filled by one request, then read by one sync, one after the other.
public final class DiskListing: @unchecked Sendable {
  private let file: ScratchFile
  /// How many changes it holds.
  public private(set) var count = 0

  /// A new, empty listing in a scratch file.
  public init() throws(ScratchFile.Failure) {
    file = try ScratchFile(prefix: "contacts-sync-listing", holding: "the server's listing")
  }

  /// Writes `change` after the others.
  public func append(_ change: RemoteChange) throws(ScratchFile.Failure) {
    let (kind, etag): (UInt8, Data) =
      switch change {
      case .changed(let entry): (0, Data(entry.etag.utf8))
      case .removed: (1, Data())
      }
    try file.append(ScratchFile.record([Data([kind]), Data(change.href.utf8), etag]))
    count += 1
  }

  /// What was written, read back from disk in windows as they are asked for.
  public var listing: RemoteListing {
    RemoteListing { size in
      let windows = Windows(records: self.file.records(fieldsEach: 3), size: size)
      return AsyncThrowingStream { try windows.next() }
    }
  }

  /// Windows of a listing, in order, for one reader at a time.
  // Unchecked: one stream reads it, one window after the other.
  private final class Windows: @unchecked Sendable {
    private var records: ScratchFile.Records
    private let size: Int

    init(records: ScratchFile.Records, size: Int) {
      self.records = records
      self.size = size
    }

    /// The next window; nil after the last.
    func next() throws(ScratchFile.Failure) -> [RemoteChange]? {
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

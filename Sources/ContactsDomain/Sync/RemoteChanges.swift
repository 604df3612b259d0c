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

/// A server's listing: its changes in windows, an async sequence read as it is asked for. The CardDAV client keeps a large one on disk, so it is never held in
/// memory whole; tests give one from memory.
public struct RemoteListing: Sendable {
  private let read: @Sendable (_ size: Int) -> AsyncThrowingStream<[RemoteChange], any Error>

  /// The listing `windows` reads in windows of up to a size.
  public init(
    windows: @escaping @Sendable (_ size: Int) -> AsyncThrowingStream<[RemoteChange], any Error>
  ) {
    read = windows
  }

  /// The listing of `changes`, already in memory.
  public init(_ changes: [RemoteChange]) {
    self.init { size in
      AsyncThrowingStream { continuation in
        for start in stride(from: 0, to: changes.count, by: size) {
          continuation.yield(Array(changes[start..<min(start + size, changes.count)]))
        }
        continuation.finish()
      }
    }
  }

  /// The changes in windows of up to `size`, in the order the server listed them.
  public func windows(of size: Int) -> AsyncThrowingStream<[RemoteChange], any Error> {
    read(max(1, size))
  }
}

import ContactsDomain
import Foundation

/// Bytes in memory handed out at most `chunk` at a time, as a slow pipe would: a `ByteSource`
/// for tests that need no file. Records how many bytes it has handed out.
// Unchecked: every mutable field is read and written under `lock`.
public final class ChunkedBytes: ByteSource, @unchecked Sendable {
  private let data: Data
  private let chunk: Int
  private let lock = NSLock()
  private var position = 0
  public let size: Int?

  /// `data` given `chunk` bytes at a time; its size is known unless `sized` is false.
  public init(_ data: Data, chunk: Int, sized: Bool = true) {
    self.data = data
    self.chunk = chunk
    size = sized ? data.count : nil
  }

  /// How many bytes were handed out so far.
  public var handedOut: Int { lock.withLock { position } }

  public func read(upTo count: Int) -> Data {
    lock.withLock {
      let end = min(position + min(count, chunk), data.count)
      defer { position = end }
      return data.subdata(in: data.startIndex + position..<data.startIndex + end)
    }
  }
}

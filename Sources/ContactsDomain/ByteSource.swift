import Foundation

/// Bytes read a chunk at a time, such as a file or standard input: the port through which an
/// import reads a file of any size in bounded memory, while opening it is the live targets' work.
///
/// An import calls it from one thread at a time.
public protocol ByteSource: AnyObject, Sendable {
  /// The next bytes, at most `count` of them and at least one until the end; empty at the end.
  ///
  /// - Throws: `ImportError.unreadable` when the bytes cannot be reached at all, or the error
  ///   that stopped the read.
  func read(upTo count: Int) throws -> Data

  /// How many bytes there are, when known before reading: nil for a pipe.
  var size: Int? { get }
}

extension ByteSource {
  /// Every byte not yet read, read `chunk` bytes at a time: for formats that do not stream.
  public func readToEnd(chunk: Int = 1 << 20) throws -> Data {
    var data = Data()
    while true {
      let next = try read(upTo: chunk)
      guard !next.isEmpty else { return data }
      data.append(next)
    }
  }
}

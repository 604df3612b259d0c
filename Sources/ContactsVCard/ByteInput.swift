import Foundation

/// A file read a chunk at a time, for `LineScanner`.
final class ByteInput {
  /// How many bytes one read asks for.
  static let chunkSize = 1 << 20
  private let handle: FileHandle

  init(_ handle: FileHandle) {
    self.handle = handle
  }

  deinit { try? handle.close() }

  /// Appends the next chunk to `bytes`; false at the end of the file.
  func read(appendingTo bytes: inout [UInt8]) throws(LineFailure) -> Bool {
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: Self.chunkSize)
    } catch {
      throw LineFailure(
        line: 0, reason: "the file could not be read (\(error.localizedDescription))")
    }
    guard let chunk, !chunk.isEmpty else { return false }
    bytes.append(contentsOf: chunk)
    return true
  }
}

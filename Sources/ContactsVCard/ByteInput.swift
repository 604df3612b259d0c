import ContactsDomain
import Foundation

/// A file read a chunk at a time through its `ByteSource`, for `LineScanner`.
final class ByteInput {
  /// How many bytes one read asks for.
  static let chunkSize = 1 << 20
  private let source: any ByteSource

  init(_ source: any ByteSource) {
    self.source = source
  }

  /// Appends the next chunk to `bytes`; false at the end of the file.
  func read(appendingTo bytes: inout [UInt8]) throws(LineFailure) -> Bool {
    let chunk: Data
    do {
      chunk = try source.read(upTo: Self.chunkSize)
    } catch {
      throw LineFailure(
        line: 0, reason: "the file could not be read (\(error.localizedDescription))")
    }
    guard !chunk.isEmpty else { return false }
    bytes.append(contentsOf: chunk)
    return true
  }

  /// The file's first `chunkSize` bytes, or all of it when it is shorter, however few bytes
  /// each read gives.
  func head() throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < Self.chunkSize {
      let chunk = try source.read(upTo: Self.chunkSize - bytes.count)
      guard !chunk.isEmpty else { break }
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }
}

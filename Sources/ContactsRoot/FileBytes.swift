import ContactsDomain
import Foundation

/// The bytes of a file on disk, or of standard input (`/dev/stdin`), read a chunk at a time: the
/// live `ByteSource` of `contacts import`. The file is opened at the first read, so that picking
/// many files holds none of them open, and closed at its end.
// Unchecked: the handle is read and written under `lock`.
public final class FileBytes: ByteSource, @unchecked Sendable {
  private let path: String
  private let fileName: String
  private let lock = NSLock()
  private var handle: FileHandle?
  private var ended = false
  public let size: Int?

  /// The file at `path`, which errors call `fileName`. Its size is known when it is a regular
  /// file, not for a pipe or a terminal.
  public init(path: String, fileName: String) {
    self.path = path
    self.fileName = fileName
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    size =
      attributes?[.type] as? FileAttributeType == .typeRegular
      ? (attributes?[.size] as? NSNumber)?.intValue : nil
  }

  deinit { try? handle?.close() }

  /// - Throws: `ImportError.unreadable` naming the file when it cannot be opened.
  public func read(upTo count: Int) throws -> Data {
    try lock.withLock {
      guard !ended else { return Data() }
      if handle == nil {
        guard let opened = FileHandle(forReadingAtPath: path) else {
          throw ImportError.unreadable(fileName: fileName)
        }
        handle = opened
      }
      let chunk = try handle?.read(upToCount: count) ?? Data()
      if chunk.isEmpty {
        ended = true
        try? handle?.close()
        handle = nil
      }
      return chunk
    }
  }
}

extension ImportFile {
  /// The file at `path`, read a chunk at a time as the import goes, which errors and skipped
  /// cards call `name` (the path itself unless told otherwise).
  public static func file(at path: String, name: String? = nil) -> ImportFile {
    let name = name ?? path
    return ImportFile(name: name, contents: .source(FileBytes(path: path, fileName: name)))
  }
}

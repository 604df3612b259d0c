import Foundation

/// A temporary file removed as soon as it is open: it lives while it is held and vanishes with
/// the process, even one killed midway. A sync keeps what a server sends in one, so a large
/// answer is on disk, not in memory, until it is read.
public final class ScratchFile {
  /// The file could not be made, written or read back (a full disk, a missing folder).
  public struct Failure: UserFacingError {
    /// What the file holds, as in "cannot keep *the server's cards* on disk".
    public let holding: String
    public let reason: String

    public var message: String { "cannot keep \(holding) on disk: \(reason)" }
  }

  private let handle: FileHandle
  private let holding: String
  /// The bytes written so far.
  public private(set) var size: UInt64 = 0

  /// A new empty file for `holding`, named after `prefix` in the temporary folder until it is
  /// open.
  public init(prefix: String, holding: String) throws(Failure) {
    self.holding = holding
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw Failure(holding: holding, reason: "\(url.path) cannot be created")
    }
    do {
      handle = try FileHandle(forUpdating: url)
      try FileManager.default.removeItem(at: url)
    } catch {
      throw Failure(holding: holding, reason: "\(url.path): \(error)")
    }
  }

  deinit {
    try? handle.close()
  }

  /// Appends `bytes` at the end.
  public func append(_ bytes: some DataProtocol) throws(Failure) {
    try guarded {
      try handle.seek(toOffset: size)
      try handle.write(contentsOf: bytes)
    }
    size += UInt64(bytes.count)
  }

  /// The `length` bytes at `offset`.
  public func read(at offset: UInt64, length: Int) throws(Failure) -> Data {
    let bytes = try guarded {
      try handle.seek(toOffset: offset)
      return try handle.read(upToCount: length) ?? Data()
    }
    guard bytes.count == length else {
      throw Failure(holding: holding, reason: "the file ended early")
    }
    return bytes
  }

  /// A stream of the whole file from its start, opened through the descriptor the process
  /// holds (the file has no name any more). `/dev/fd` reopens the file on Linux and duplicates
  /// the descriptor, offset included, on macOS: rewound first, both read from the start.
  public func stream() throws(Failure) -> InputStream {
    try guarded { try handle.seek(toOffset: 0) }
    guard let stream = InputStream(fileAtPath: "/dev/fd/\(handle.fileDescriptor)") else {
      throw Failure(holding: holding, reason: "it cannot be read back")
    }
    return stream
  }

  private func guarded<T>(_ body: () throws -> T) throws(Failure) -> T {
    do {
      return try body()
    } catch {
      throw Failure(holding: holding, reason: String(describing: error))
    }
  }
}

import ContactsDomain
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

extension ScratchFile {
  /// One record of `fields`, each after its length: what `records(fieldsEach:)` reads back.
  public static func record(_ fields: [Data]) -> Data {
    var bytes = Data()
    for field in fields {
      withUnsafeBytes(of: UInt32(field.count).littleEndian) { bytes.append(contentsOf: $0) }
      bytes.append(field)
    }
    return bytes
  }

  /// The records of `fieldsEach` fields in `bytes`, and how many bytes they take: a record cut
  /// short at the end is left for the next read.
  public static func records(in bytes: Data, fieldsEach: Int) -> (records: [[Data]], used: Int) {
    var records: [[Data]] = []
    var position = bytes.startIndex
    var used = 0
    record: while true {
      var fields: [Data] = []
      for _ in 0..<fieldsEach {
        guard bytes.endIndex - position >= 4 else { break record }
        let count = bytes[position..<position + 4].enumerated().reduce(0) {
          $0 | Int($1.element) << (8 * $1.offset)
        }
        guard bytes.endIndex - position - 4 >= count else { break record }
        fields.append(Data(bytes[position + 4..<position + 4 + count]))
        position += 4 + count
      }
      records.append(fields)
      used = position - bytes.startIndex
    }
    return (records, used)
  }

  /// The records of `fieldsEach` fields the file holds from `start` to `end` (its start and
  /// its end unless told), read a window of `window` bytes at a time.
  public func records(
    fieldsEach: Int, from start: UInt64 = 0, to end: UInt64? = nil, window: Int = 64 * 1024
  ) -> Records {
    Records(file: self, fieldsEach: fieldsEach, offset: start, end: end ?? size, window: window)
  }

  /// Reads a file's records in order, holding one window of the file at a time.
  public struct Records {
    let file: ScratchFile
    let fieldsEach: Int
    fileprivate var offset: UInt64
    fileprivate let end: UInt64
    /// How much of the file one read takes, at least (more for a record that is longer).
    fileprivate var window: Int
    private var read: [[Data]] = []
    private var index = 0

    fileprivate init(
      file: ScratchFile, fieldsEach: Int, offset: UInt64, end: UInt64, window: Int
    ) {
      self.file = file
      self.fieldsEach = fieldsEach
      self.offset = offset
      self.end = end
      self.window = window
    }

    /// The next record's fields; nil at the end.
    public mutating func next() throws(Failure) -> [Data]? {
      while index == read.count {
        guard offset < end else { return nil }
        let length = Int(min(UInt64(window), end - offset))
        let (records, used) = ScratchFile.records(
          in: try file.read(at: offset, length: length), fieldsEach: fieldsEach)
        guard used > 0 else {
          // One record longer than the window: read twice as much.
          guard length == window else {
            throw Failure(holding: file.holding, reason: "a record is cut short")
          }
          window *= 2
          continue
        }
        (read, index, offset) = (records, 0, offset + UInt64(used))
      }
      defer { index += 1 }
      return read[index]
    }
  }
}

import ContactsDomain
import Foundation
import GRDB
import Glibc

/// Tells when another connection committed to the database file: inotify wakes it when the file
/// or its `-wal` is written, a one-second tick when nothing woke it (a file system inotify does
/// not see), and `PRAGMA data_version` on a connection of its own says whether a commit really
/// happened (a checkpoint or a reader writes those files too).
public struct DatabaseChangeWatch: ContactChanges {
  private let path: String

  /// The watch of the database file at `path`.
  public init(path: String) {
    self.path = path
  }

  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    guard path != ":memory:" else {
      continuation.finish()
      return stream
    }
    let path = path
    let stopped = StopFlag()
    continuation.onTermination = { _ in stopped.stop() }
    let thread = Thread { Self.watch(path, stopped: stopped) { continuation.yield() } }
    thread.name = "database change watch"
    thread.start()
    return stream
  }

  private static func watch(_ path: String, stopped: StopFlag, changed: () -> Void) {
    var configuration = Configuration()
    configuration.readonly = true
    guard let connection = try? DatabaseQueue(path: path, configuration: configuration),
      var version = try? dataVersion(connection)
    else { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: path).lastPathComponent
    let descriptor = inotify_init1(Int32(IN_CLOEXEC))
    defer { if descriptor >= 0 { close(descriptor) } }
    if descriptor >= 0 {
      _ = inotify_add_watch(
        descriptor, folder, UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE))
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !stopped.isStopped {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if descriptor >= 0, poll(&ready, 1, 1000) > 0 {
        let count = read(descriptor, &buffer, buffer.count)
        guard mentions(buffer.prefix(max(count, 0)), name) else { continue }
      } else if descriptor < 0 {
        usleep(250_000)
      }
      guard let now = try? dataVersion(connection), now != version else { continue }
      version = now
      changed()
    }
  }

  /// True when the inotify events in `bytes` name the database or its `-wal`.
  private static func mentions(_ bytes: ArraySlice<UInt8>, _ name: String) -> Bool {
    var offset = bytes.startIndex
    let header = MemoryLayout<inotify_event>.size
    while offset + header <= bytes.endIndex {
      let length = bytes[offset + 12..<offset + 16].reversed().reduce(0) { $0 << 8 | Int($1) }
      let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)]
      let event = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      if event == name || event == name + "-wal" { return true }
      offset += header + length
    }
    return false
  }

  private static func dataVersion(_ connection: DatabaseQueue) throws -> Int {
    try connection.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
  }
}

/// Set once, read by the watching thread: the stream's iterator is gone.
private final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false

  var isStopped: Bool { lock.withLock { stopped } }
  func stop() { lock.withLock { stopped = true } }
}

extension ContactDatabase {
  /// What says when another connection committed to this database.
  public var changeWatch: DatabaseChangeWatch { DatabaseChangeWatch(path: path) }
}

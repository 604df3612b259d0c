import ContactsSampleData
import ContactsStore
import Foundation
import GRDB

/// Generated databases, made once per size and reused while their count is right.
enum SampleDatabase {
  private static func existingCount(_ path: String) async throws -> Int? {
    try await DatabaseQueue(path: path).read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM contact")
    }
  }

  static func ensure(path: String, count: Int) async throws {
    if FileManager.default.fileExists(atPath: path), try await existingCount(path) == count {
      return
    }
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let store = try ContactDatabase.openFile(at: path)
    let samples = SampleContacts()
    let clock = ContinuousClock()
    let start = clock.now
    let chunk = 10_000
    for first in stride(from: 0, to: count, by: chunk) {
      _ = try await store.createAll(samples.drafts(first..<min(first + chunk, count)))
      FileHandle.standardError.write(
        Data("\rgenerating \(path): \(min(first + chunk, count))".utf8))
    }
    FileHandle.standardError.write(Data(" (\(clock.now - start))\n".utf8))
  }
}

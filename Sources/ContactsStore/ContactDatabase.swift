import ContactsDomain
import Foundation
import GRDB

/// The SQLite store, after GRDB's demo `AppDatabase`: one writer, versioned migrations,
/// writes named by intent, an on-disk and an in-memory factory.
public struct ContactDatabase: ContactRepository {
  // Internal, not private, so store tests can inspect the real connection.
  let writer: any DatabaseWriter
  private let path: String

  /// Opens the database file at `path`, creating it and its folder when missing.
  ///
  /// WAL lets readers and one writer work at once; the busy timeout lets the CLI and the web
  /// server wait for each other instead of failing at once.
  public static func openFile(
    at path: String, busyTimeout: TimeInterval = 5
  ) throws(ContactStoreError) -> ContactDatabase {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: path, reason: "cannot create the folder \(folder.path)")
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    return try open(path: path) { try DatabasePool(path: path, configuration: configuration) }
  }

  /// A private database in memory, for tests and previews.
  public static func inMemory() throws(ContactStoreError) -> ContactDatabase {
    try open(path: ":memory:") { try DatabaseQueue() }
  }

  // MARK: - ContactRepository

  public func allContacts() async throws -> [Contact] {
    try await perform {
      try await writer.read { db in
        try ContactRecord.order(ContactRecord.Columns.sortKey, ContactRecord.Columns.id)
          .fetchAll(db).map(\.contact)
      }
    }
  }

  public func create(_ draft: ContactDraft) async throws -> Contact {
    try await perform {
      try await writer.write { db in
        var record = ContactRecord(draft)
        try record.insert(db)
        return record.contact
      }
    }
  }

  // MARK: - Internal, for store tests

  /// Opens the writer `makeWriter` builds and migrates it; internal so tests can configure it.
  static func open(
    path: String, _ makeWriter: () throws -> any DatabaseWriter
  ) throws(ContactStoreError) -> ContactDatabase {
    do {
      let writer = try makeWriter()
      try Schema.migrator.migrate(writer)
      return ContactDatabase(writer: writer, path: path)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }

  // MARK: - Private

  private func perform<T>(_ body: () async throws -> T) async throws(ContactStoreError) -> T {
    do {
      return try await body()
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }
}

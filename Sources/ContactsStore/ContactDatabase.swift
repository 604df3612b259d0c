import ContactsDomain
import Foundation
import GRDB

/// The SQLite store, after GRDB's demo `AppDatabase`: one writer, versioned migrations,
/// writes named by intent, an on-disk and an in-memory factory.
public struct ContactDatabase: ContactRepository {
  let writer: any DatabaseWriter
  let path: String

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

  /// Opens `path` with the writer `makeWriter` builds, migrated to the latest schema.
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

  // MARK: - Reads

  public func allContacts() async throws -> [Contact] {
    try await read { db in try ContactQueries.allContacts(in: db) }
  }

  public func page(_ request: PageRequest) async throws -> ContactPage {
    let search = SearchIndex.filter(request.query)
    if search == nil, !request.query.allSatisfy(\.isWhitespace) {
      return ContactPage(contacts: [], hasPrevious: false, hasNext: false)
    }
    return try await read { db in try ContactQueries.page(request, search: search, in: db) }
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    try await read { db in try ContactQueries.contact(id: id, in: db) }
  }

  // MARK: - Writes

  public func create(_ draft: ContactDraft) async throws -> Contact {
    try await write { db in try ContactQueries.save(draft, id: nil, in: db) }
  }

  /// Stores many new contacts in one transaction: all of them, or none.
  public func createAll(_ drafts: [ContactDraft]) async throws -> Int {
    try await write { db in
      for draft in drafts { _ = try ContactQueries.save(draft, id: nil, in: db) }
      return drafts.count
    }
  }

  public func update(id: Contact.ID, with draft: ContactDraft) async throws -> Contact {
    try await write { db in try ContactQueries.save(draft, id: id, in: db) }
  }

  public func delete(id: Contact.ID) async throws {
    try await write { db in
      guard try ContactRecord.deleteOne(db, key: id) else { throw ContactStoreError.notFound(id) }
    }
  }

  // MARK: - Private

  private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(ContactStoreError) -> T
  {
    do {
      return try await writer.read(body)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }

  private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(ContactStoreError) -> T
  {
    do {
      return try await writer.write(body)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }
}

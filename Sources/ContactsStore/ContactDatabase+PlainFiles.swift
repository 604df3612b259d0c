import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase: PlainFiles {
  public func plainResource(at path: [String], of owner: String) async throws -> PlainResource? {
    try await read { db in try Self.resource(at: path, of: owner, in: db) }
  }

  public func plainMembers(of path: [String], of owner: String) async throws -> [PlainResource] {
    if PlainArea.namesNothing(path) { return [] }
    return try await read { db in
      try Row.fetchAll(
        db,
        sql:
          "SELECT \(Self.columns) FROM plainResource WHERE owner = ? AND parent = ? ORDER BY path",
        arguments: [owner, Self.key(path)]
      ).map(Self.resource(of:))
    }
  }

  public func plainFile(at path: [String], of owner: String) async throws -> PlainFile? {
    if PlainArea.namesNothing(path) { return nil }
    return try await read { db in
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT \(Self.columns), body FROM plainResource
          WHERE owner = ? AND path = ? AND isCollection = 0
          """, arguments: [owner, Self.key(path)])
      return row.map { PlainFile(resource: Self.resource(of: $0), body: $0["body"] ?? Data()) }
    }
  }

  public func makePlainCollection(at path: [String], of owner: String) async throws
    -> PlainResource
  {
    let made = PlainResource.collection(path, modified: clock())
    let limits = plainLimits
    let refusal: PlainFilesError? = try await write { db in
      let existing = try Self.resource(at: path, of: owner, in: db)
      let parentIsCollection = try Self.parentIsCollection(path, of: owner, in: db)
      let usage = try Self.usage(of: owner, in: db)
      do throws(PlainFilesError) {
        try PlainArea.checkMake(
          path, existing: existing, parentIsCollection: parentIsCollection, usage: usage,
          limits: limits)
      } catch { return error }
      try Self.insert(made, body: nil, of: owner, in: db)
      return nil
    }
    if let refusal { throw refusal }
    return made
  }

  public func putPlainFile(
    _ body: Data, contentType: String, at path: [String], of owner: String,
    when condition: ServedCondition
  ) async throws -> PlainWrite {
    let written = PlainResource.file(path, body: body, contentType: contentType, modified: clock())
    let limits = plainLimits
    let answer: Result<PlainWrite, PlainFilesError> = try await write { db in
      let existing = try Self.resource(at: path, of: owner, in: db)
      let parentIsCollection = try Self.parentIsCollection(path, of: owner, in: db)
      let usage = try Self.usage(of: owner, in: db)
      do throws(PlainFilesError) {
        try PlainArea.checkPut(
          path, bodyBytes: body.count, existing: existing, parentIsCollection: parentIsCollection,
          condition: condition, usage: usage, limits: limits)
      } catch { return .failure(error) }
      try Self.insert(written, body: body, of: owner, in: db)
      return .success(existing == nil ? .created(written) : .updated(written))
    }
    return try answer.get()
  }

  public func removePlain(at path: [String], of owner: String, when condition: ServedCondition)
    async throws
  {
    let refusal: PlainFilesError? = try await write { db in
      let existing = try Self.resource(at: path, of: owner, in: db)
      do throws(PlainFilesError) {
        try PlainArea.checkRemove(path, existing: existing, condition: condition)
      } catch { return error }
      let key = Self.key(path)
      // The path and everything below it: `key/` up to `key0` (`0` follows `/`).
      try db.execute(
        sql: """
          DELETE FROM plainResource
          WHERE owner = ? AND (path = ? OR (path >= ? || '/' AND path < ? || '0'))
          """, arguments: [owner, key, key, key])
      return nil
    }
    if let refusal { throw refusal }
  }

  private static let columns = "path, isCollection, contentType, length, etag, modified"

  /// The column a path is kept in: its segments joined by `/`.
  private static func key(_ path: [String]) -> String { path.joined(separator: "/") }

  private static func resource(of row: Row) -> PlainResource {
    let path: String = row["path"]
    return PlainResource(
      path: path.split(separator: "/", omittingEmptySubsequences: false).map(String.init),
      isCollection: row["isCollection"], etag: row["etag"], contentType: row["contentType"],
      length: row["length"], modified: Date(timeIntervalSince1970: row["modified"]))
  }

  private static func resource(at path: [String], of owner: String, in db: Database) throws
    -> PlainResource?
  {
    // SQLite's text would end at a NUL, finding the resource of the path cut short.
    if PlainArea.namesNothing(path) { return nil }
    return try Row.fetchOne(
      db, sql: "SELECT \(columns) FROM plainResource WHERE owner = ? AND path = ?",
      arguments: [owner, key(path)]
    ).map(resource(of:))
  }

  private static func parentIsCollection(_ path: [String], of owner: String, in db: Database)
    throws -> Bool
  {
    guard path.count > 1 else { return true }
    return try resource(at: Array(path.dropLast()), of: owner, in: db)?.isCollection == true
  }

  private static func usage(of owner: String, in db: Database) throws -> PlainUsage {
    let arguments: StatementArguments = [owner]
    let resources = try Int.fetchOne(
      db, sql: "SELECT count(*) FROM plainResource WHERE owner = ?", arguments: arguments)
    let bytes = try Int.fetchOne(
      db, sql: "SELECT coalesce(sum(length), 0) FROM plainResource WHERE owner = ?",
      arguments: arguments)
    return PlainUsage(resources: resources ?? 0, bytes: bytes ?? 0)
  }

  private static func insert(
    _ resource: PlainResource, body: Data?, of owner: String, in db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO plainResource
          (owner, path, parent, isCollection, contentType, body, length, etag, modified)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        owner, key(resource.path), key(Array(resource.path.dropLast())), resource.isCollection,
        resource.contentType, body, resource.length, resource.etag,
        resource.modified.timeIntervalSince1970,
      ])
  }
}

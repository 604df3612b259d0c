import ContactsDomain
import Foundation
import PostgresNIO

extension PostgresStore {
  /// The homes' plain WebDAV area kept in this database, each account's within the standard
  /// limits.
  public var plainFiles: PostgresPlainFiles { limitingPlainFiles(to: .standard) }

  /// The plain area holding each account's files within `limits`: a test's way to fill an area
  /// without writing 50 MiB.
  public func limitingPlainFiles(to limits: PlainLimits) -> PostgresPlainFiles {
    PostgresPlainFiles(store: self, limits: limits)
  }
}

/// The homes' plain WebDAV area on PostgreSQL: one row per collection or file (`plain_resource`),
/// under `PlainArea`'s rules. Every write holds the book's write lock, so two servers writing one
/// file with If-Match see one another's write: one wins, the other is refused.
public struct PostgresPlainFiles: PlainFiles {
  let store: PostgresStore
  let limits: PlainLimits

  public func plainResource(at path: [String], of owner: String) async throws -> PlainResource? {
    guard let key = Self.key(path) else { return nil }
    return try await store.read { session in try Self.resource(at: key, of: owner, in: session) }
  }

  public func plainMembers(of path: [String], of owner: String) async throws -> [PlainResource] {
    guard let key = Self.key(path) else { return [] }
    return try await store.read { session in
      try session.rows(
        """
        SELECT \(unescaped: Self.columns) FROM plain_resource
        WHERE owner = \(owner) AND parent = \(key) ORDER BY path
        """
      ).map(Self.resource(of:))
    }
  }

  public func plainFile(at path: [String], of owner: String) async throws -> PlainFile? {
    guard let key = Self.key(path) else { return nil }
    return try await store.read { session in
      try session.rows(
        """
        SELECT \(unescaped: Self.columns), body FROM plain_resource
        WHERE owner = \(owner) AND path = \(key) AND NOT is_collection
        """
      ).first.map { row in
        let columns = row.makeRandomAccess()
        return PlainFile(
          resource: try Self.resource(of: row),
          body: try columns["body"].decode(Data?.self) ?? Data())
      }
    }
  }

  public func makePlainCollection(at path: [String], of owner: String) async throws
    -> PlainResource
  {
    let made = PlainResource.collection(path, modified: store.clock())
    let limits = limits
    return try await write(at: path, of: owner) { site throws(PlainFilesError) in
      try PlainArea.checkMake(
        path, existing: site.existing, parentIsCollection: site.parentIsCollection,
        usage: site.usage, limits: limits)
    } then: { _, session in
      try Self.save(made, body: nil, of: owner, in: session)
      return made
    }
  }

  public func putPlainFile(
    _ body: Data, contentType: String, at path: [String], of owner: String,
    when condition: ServedCondition
  ) async throws -> PlainWrite {
    let written = PlainResource.file(
      path, body: body, contentType: contentType, modified: store.clock())
    let limits = limits
    return try await write(at: path, of: owner) { site throws(PlainFilesError) in
      try PlainArea.checkPut(
        path, bodyBytes: body.count, existing: site.existing,
        parentIsCollection: site.parentIsCollection, condition: condition, usage: site.usage,
        limits: limits)
    } then: { site, session in
      try Self.save(written, body: body, of: owner, in: session)
      return site.existing == nil ? .created(written) : .updated(written)
    }
  }

  public func removePlain(at path: [String], of owner: String, when condition: ServedCondition)
    async throws
  {
    guard let key = Self.key(path) else {
      try PlainArea.checkRemove(path, existing: nil, condition: condition)
      return
    }
    let refusal: PlainFilesError? = try await store.write { session in
      let existing = try Self.resource(at: key, of: owner, in: session)
      do throws(PlainFilesError) {
        try PlainArea.checkRemove(path, existing: existing, condition: condition)
      } catch { return error }
      // The path and everything below it: `key/` up to `key0` (`0` follows `/`), in byte order.
      try session.execute(
        """
        DELETE FROM plain_resource WHERE owner = \(owner)
          AND (path = \(key) OR (path >= \(key + "/") AND path < \(key + "0")))
        """)
      return nil
    }
    if let refusal { throw refusal }
  }

  /// What a write to a path finds there: the resource, whether its parent is a collection (the
  /// home is), and how much of the owner's area is used.
  private struct Site {
    let existing: PlainResource?
    let parentIsCollection: Bool
    let usage: PlainUsage
  }

  /// Runs a write at `path` of `owner`: `check` throws the refusal of what it finds there
  /// (changing nothing), else `change` writes. The path's own rules come first, before any SQL:
  /// a segment PostgreSQL's text cannot hold (a NUL) is refused by them.
  private func write<T: Sendable>(
    at path: [String], of owner: String,
    check: @escaping @Sendable (Site) throws(PlainFilesError) -> Void,
    then change: @escaping @Sendable (Site, PostgresSession) throws -> T
  ) async throws -> T {
    try PlainArea.check(path, limits: limits)
    let answer: Result<T, PlainFilesError> = try await store.write { session in
      let site = Site(
        existing: try Self.resource(at: Self.key(of: path), of: owner, in: session),
        parentIsCollection: try Self.parentIsCollection(path, of: owner, in: session),
        usage: try Self.usage(of: owner, in: session))
      do throws(PlainFilesError) {
        try check(site)
      } catch { return .failure(error) }
      return .success(try change(site, session))
    }
    return try answer.get()
  }

  private static let columns = "path, is_collection, content_type, length, etag, modified"

  /// The column a path is kept in: its segments joined by `/`; nil when the path names nothing
  /// (`PlainArea.namesNothing`: PostgreSQL's text holds no NUL).
  private static func key(_ path: [String]) -> String? {
    PlainArea.namesNothing(path) ? nil : key(of: path)
  }

  /// The column a path `PlainArea.check` let pass is kept in.
  private static func key(of path: [String]) -> String { path.joined(separator: "/") }

  private static func resource(of row: PostgresRow) throws -> PlainResource {
    let (path, isCollection, contentType, length, etag, modified) = try row.decode(
      (String, Bool, String?, Int, String?, Double).self)
    return PlainResource(
      path: path.split(separator: "/", omittingEmptySubsequences: false).map(String.init),
      isCollection: isCollection, etag: etag, contentType: contentType, length: length,
      modified: Date(timeIntervalSince1970: modified))
  }

  private static func resource(at key: String, of owner: String, in session: PostgresSession)
    throws -> PlainResource?
  {
    try session.rows(
      """
      SELECT \(unescaped: columns) FROM plain_resource WHERE owner = \(owner) AND path = \(key)
      """
    ).first.map(resource(of:))
  }

  private static func parentIsCollection(
    _ path: [String], of owner: String, in session: PostgresSession
  ) throws -> Bool {
    guard path.count > 1 else { return true }
    return try resource(at: key(of: Array(path.dropLast())), of: owner, in: session)?.isCollection
      == true
  }

  private static func usage(of owner: String, in session: PostgresSession) throws -> PlainUsage {
    let row = try session.rows(
      """
      SELECT count(*), coalesce(sum(length), 0)::bigint FROM plain_resource
      WHERE owner = \(owner)
      """
    ).first
    let (resources, bytes) = try row?.decode((Int, Int).self) ?? (0, 0)
    return PlainUsage(resources: resources, bytes: bytes)
  }

  private static func save(
    _ resource: PlainResource, body: Data?, of owner: String, in session: PostgresSession
  ) throws {
    try session.execute(
      """
      INSERT INTO plain_resource
        (owner, path, parent, is_collection, content_type, body, length, etag, modified)
      VALUES (
        \(owner), \(key(of: resource.path)), \(key(of: Array(resource.path.dropLast()))),
        \(resource.isCollection), \(resource.contentType), \(body), \(resource.length),
        \(resource.etag), \(resource.modified.timeIntervalSince1970))
      ON CONFLICT (owner, path) DO UPDATE SET parent = excluded.parent,
        is_collection = excluded.is_collection, content_type = excluded.content_type,
        body = excluded.body, length = excluded.length, etag = excluded.etag,
        modified = excluded.modified
      """)
  }
}

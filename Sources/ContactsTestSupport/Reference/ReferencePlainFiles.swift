import ContactsDomain
import Foundation

/// The plain WebDAV area of every account, held in memory as plainly as possible: what the
/// store contract checks the SQLite store's plain files against.
public actor ReferencePlainFiles: PlainFiles {
  private struct Key: Hashable {
    let owner: String
    let path: [String]
  }

  private let clock: @Sendable () -> Date
  private let limits: PlainLimits
  private var resources: [Key: PlainFile] = [:]

  /// An empty area within `limits`, written at `clock`'s time.
  public init(
    limits: PlainLimits = .standard, clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.limits = limits
    self.clock = clock
  }

  public func plainResource(at path: [String], of owner: String) async throws -> PlainResource? {
    resources[Key(owner: owner, path: path)]?.resource
  }

  public func plainMembers(of path: [String], of owner: String) async throws -> [PlainResource] {
    resources.filter { $0.key.owner == owner && $0.key.path.dropLast() == path[...] }
      .map { $0.value.resource }.sorted { $0.path.lexicographicallyPrecedes($1.path) }
  }

  public func plainFile(at path: [String], of owner: String) async throws -> PlainFile? {
    resources[Key(owner: owner, path: path)].flatMap { $0.resource.isCollection ? nil : $0 }
  }

  public func makePlainCollection(at path: [String], of owner: String) async throws
    -> PlainResource
  {
    try PlainArea.checkMake(
      path, existing: resources[Key(owner: owner, path: path)]?.resource,
      parentIsCollection: parentIsCollection(path, of: owner), usage: usage(of: owner),
      limits: limits)
    let made = PlainResource.collection(path, modified: clock())
    resources[Key(owner: owner, path: path)] = PlainFile(resource: made, body: Data())
    return made
  }

  public func putPlainFile(
    _ body: Data, contentType: String, at path: [String], of owner: String,
    when condition: ServedCondition
  ) async throws -> PlainWrite {
    let key = Key(owner: owner, path: path)
    let existing = resources[key]?.resource
    try PlainArea.checkPut(
      path, bodyBytes: body.count, existing: existing,
      parentIsCollection: parentIsCollection(path, of: owner), condition: condition,
      usage: usage(of: owner), limits: limits)
    let written = PlainResource.file(path, body: body, contentType: contentType, modified: clock())
    resources[key] = PlainFile(resource: written, body: body)
    return existing == nil ? .created(written) : .updated(written)
  }

  public func removePlain(at path: [String], of owner: String, when condition: ServedCondition)
    async throws
  {
    try PlainArea.checkRemove(
      path, existing: resources[Key(owner: owner, path: path)]?.resource, condition: condition)
    resources = resources.filter { $0.key.owner != owner || !$0.key.path.starts(with: path) }
  }

  private func parentIsCollection(_ path: [String], of owner: String) -> Bool {
    path.count <= 1
      || resources[Key(owner: owner, path: Array(path.dropLast()))]?.resource.isCollection == true
  }

  private func usage(of owner: String) -> PlainUsage {
    let held = resources.filter { $0.key.owner == owner }.values
    return PlainUsage(resources: held.count, bytes: held.reduce(0) { $0 + $1.body.count })
  }
}

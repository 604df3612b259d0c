import Foundation

/// The plain WebDAV area of each account's home, beside its address books: collections and
/// files of any kind, kept byte for byte with their content type, as a WebDAV client (litmus, a
/// file manager) expects of a server. It never mixes with the books: a book's listing and sync
/// never see it. A path is the segments below the home (`["scratch", "notes.txt"]`); the home
/// holds plain collections only, and files sit in them. Every store answers it (the store
/// contract checks it); the rules every store applies are `PlainArea`'s.
public protocol PlainFiles: Sendable {
  /// The resource at `path` of `owner`; nil when there is none.
  func plainResource(at path: [String], of owner: String) async throws -> PlainResource?

  /// The members of the collection at `path` of `owner` (`[]`: the home's plain collections),
  /// in name order; empty for a file or nothing.
  func plainMembers(of path: [String], of owner: String) async throws -> [PlainResource]

  /// The file at `path` of `owner` with its body; nil when there is no file there.
  func plainFile(at path: [String], of owner: String) async throws -> PlainFile?

  /// Makes the collection `path` of `owner`. Throws `PlainFilesError`: `.exists`, `.noParent`,
  /// `.badPath`, `.full`.
  func makePlainCollection(at path: [String], of owner: String) async throws -> PlainResource

  /// Writes `body` with `contentType` at `path` of `owner` when `condition` holds (a new file,
  /// or the file there replaced). Throws `PlainFilesError`: `.noParent`, `.isACollection`,
  /// `.preconditionFailed`, `.badPath`, `.full`.
  func putPlainFile(
    _ body: Data, contentType: String, at path: [String], of owner: String,
    when condition: ServedCondition
  ) async throws -> PlainWrite

  /// Removes the resource at `path` of `owner`, with everything a collection holds, when
  /// `condition` holds. Throws `.notFound`, `.preconditionFailed`.
  func removePlain(at path: [String], of owner: String, when condition: ServedCondition)
    async throws
}

/// A plain collection or file: its path below the home, its entity tag (files only), content
/// type and length (files only), and when it was last written.
public struct PlainResource: Hashable, Sendable {
  public let path: [String]
  public let isCollection: Bool
  /// A strong entity tag, quotes included; nil for a collection.
  public let etag: String?
  public let contentType: String?
  /// The body's length in bytes; 0 for a collection.
  public let length: Int
  /// When it was last written, to the second, as HTTP dates show it.
  public let modified: Date

  public init(
    path: [String], isCollection: Bool, etag: String?, contentType: String?, length: Int,
    modified: Date
  ) {
    self.path = path
    self.isCollection = isCollection
    self.etag = etag
    self.contentType = contentType
    self.length = length
    self.modified = Date(timeIntervalSince1970: modified.timeIntervalSince1970.rounded(.down))
  }

  /// A new collection at `path`, made at `modified`.
  public static func collection(_ path: [String], modified: Date) -> PlainResource {
    PlainResource(
      path: path, isCollection: true, etag: nil, contentType: nil, length: 0, modified: modified)
  }

  /// A file at `path` holding `body` of `contentType`, written at `modified`.
  public static func file(_ path: [String], body: Data, contentType: String, modified: Date)
    -> PlainResource
  {
    PlainResource(
      path: path, isCollection: false, etag: PlainArea.entityTag(of: body),
      contentType: contentType, length: body.count, modified: modified)
  }
}

/// A plain file with its body.
public struct PlainFile: Hashable, Sendable {
  public let resource: PlainResource
  public let body: Data

  public init(resource: PlainResource, body: Data) {
    self.resource = resource
    self.body = body
  }
}

/// What a plain PUT did.
public enum PlainWrite: Hashable, Sendable {
  /// A new file (201).
  case created(PlainResource)
  /// The file at the path replaced (204).
  case updated(PlainResource)
}

/// What an account's plain area may hold: how many resources and bytes, how deep and how long
/// a name. A client that writes past them is refused, never another account's room taken.
public struct PlainLimits: Hashable, Sendable {
  public var maximumResources: Int
  public var maximumBytes: Int
  /// The most segments of a path below the home.
  public var maximumDepth: Int
  /// The longest segment, in bytes of UTF-8.
  public var maximumSegmentBytes: Int

  public init(maximumResources: Int, maximumBytes: Int, maximumDepth: Int, maximumSegmentBytes: Int)
  {
    self.maximumResources = maximumResources
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumSegmentBytes = maximumSegmentBytes
  }

  /// 1,000 resources and 50 MiB an account, 16 levels, names of 200 bytes.
  public static let standard = PlainLimits(
    maximumResources: 1_000, maximumBytes: 50 * 1024 * 1024, maximumDepth: 16,
    maximumSegmentBytes: 200)
}

/// Why the plain area refused.
public enum PlainFilesError: UserFacingError, Hashable {
  case exists(path: String)
  /// No collection holds the path: its parent is missing or is a file.
  case noParent(path: String)
  case notFound(path: String)
  /// A file was written where a collection is.
  case isACollection(path: String)
  case preconditionFailed(path: String)
  /// The path cannot be one: `reason` says why.
  case badPath(path: String, reason: String)
  /// The account's area would hold more than its limits.
  case full(reason: String)

  /// What a person reads.
  public var message: String {
    switch self {
    case .exists(let path): "\(path) exists"
    case .noParent(let path): "no collection holds \(path): make its parent first"
    case .notFound(let path): "nothing is at \(path)"
    case .isACollection(let path): "\(path) is a collection, not a file"
    case .preconditionFailed(let path):
      "\(path) is not in the state If-Match or If-None-Match asks"
    case .badPath(let path, let reason): "\(path) cannot be a path: \(reason)"
    case .full(let reason): reason
    }
  }
}

/// The rules of the plain area, said once for every store: which paths may be, what a write
/// needs of what is there, and what fits in an account's limits.
public enum PlainArea {
  /// How a path is shown in a refusal: its segments joined by `/`.
  public static func shown(_ path: [String]) -> String { path.joined(separator: "/") }

  /// Throws `.badPath` for a path that cannot be: empty, deeper than `limits` allow, or with a
  /// segment that is empty, `.` or `..`, holds a `/`, a backslash or a NUL, or is too long.
  public static func check(_ path: [String], limits: PlainLimits) throws(PlainFilesError) {
    func refuse(_ reason: String) -> PlainFilesError {
      .badPath(path: String(shown(path).prefix(400)), reason: reason)
    }
    if path.isEmpty { throw refuse("it names the home") }
    if path.count > limits.maximumDepth {
      throw refuse("it is deeper than \(limits.maximumDepth) levels")
    }
    for segment in path {
      if segment.isEmpty || segment == "." || segment == ".." {
        throw refuse("it has a segment \"\(segment)\"")
      }
      if segment.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" }) {
        throw refuse("a segment holds a slash, a backslash or a NUL")
      }
      if segment.utf8.count > limits.maximumSegmentBytes {
        throw refuse("a segment is longer than \(limits.maximumSegmentBytes) bytes")
      }
    }
  }

  /// Whether `path` names nothing whatever a store holds: a segment holds a NUL, which `check`
  /// refuses of every path made, and which a store's text (SQLite's C strings, PostgreSQL's
  /// text) would cut short or refuse. A store answers such a path without looking it up.
  public static func namesNothing(_ path: [String]) -> Bool {
    path.contains { $0.contains("\0") }
  }

  /// Throws unless a collection may be made at `path`, given what is `existing` there, whether
  /// its parent is a collection (the home is), and the account's `usage`.
  public static func checkMake(
    _ path: [String], existing: PlainResource?, parentIsCollection: Bool, usage: PlainUsage,
    limits: PlainLimits
  ) throws(PlainFilesError) {
    try check(path, limits: limits)
    if existing != nil { throw .exists(path: shown(path)) }
    if !parentIsCollection { throw .noParent(path: shown(path)) }
    try checkRoom(usage, adding: 1, bytes: 0, limits: limits)
  }

  /// Throws unless `body` may be written at `path`, given what is `existing` there, whether its
  /// parent is a collection (a file never sits in the home itself), `condition`, and the
  /// account's `usage`.
  public static func checkPut(
    _ path: [String], bodyBytes: Int, existing: PlainResource?, parentIsCollection: Bool,
    condition: ServedCondition, usage: PlainUsage, limits: PlainLimits
  ) throws(PlainFilesError) {
    try check(path, limits: limits)
    if existing?.isCollection == true { throw .isACollection(path: shown(path)) }
    if path.count < 2 || !parentIsCollection { throw .noParent(path: shown(path)) }
    if !condition.holds(forTag: existing?.etag) { throw .preconditionFailed(path: shown(path)) }
    try checkRoom(
      usage, adding: existing == nil ? 1 : 0, bytes: bodyBytes - (existing?.length ?? 0),
      limits: limits)
  }

  /// Throws unless the resource `existing` at `path` may be removed under `condition`.
  public static func checkRemove(
    _ path: [String], existing: PlainResource?, condition: ServedCondition
  ) throws(PlainFilesError) {
    guard let existing else { throw .notFound(path: shown(path)) }
    if !condition.holds(forTag: existing.etag) { throw .preconditionFailed(path: shown(path)) }
  }

  private static func checkRoom(
    _ usage: PlainUsage, adding resources: Int, bytes: Int, limits: PlainLimits
  ) throws(PlainFilesError) {
    if usage.resources + resources > limits.maximumResources {
      throw .full(
        reason: "this account's plain files hold \(limits.maximumResources) resources, "
          + "the most they may: remove some first")
    }
    if usage.bytes + bytes > limits.maximumBytes {
      throw .full(
        reason: "this account's plain files would hold more than "
          + "\(ByteCount.text(limits.maximumBytes)), the most they may: remove some first")
    }
  }

  /// A strong entity tag for a file's body: its FNV-1a hash and length, so the same bytes
  /// always have the same tag and any change gives another.
  public static func entityTag(of body: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in body {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))-\(body.count)\""
  }
}

/// How much of an account's plain area is used: resources and bytes of files.
public struct PlainUsage: Hashable, Sendable {
  public let resources: Int
  public let bytes: Int

  public init(resources: Int, bytes: Int) {
    self.resources = resources
    self.bytes = bytes
  }
}

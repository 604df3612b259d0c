import Foundation

/// How many items of each kind a book holds, and a digest of each kind's items as domain
/// values (`BookPart.items`, in the order the store reads them): the same on two stores
/// exactly when they hold the same book, whatever their schemas.
public struct BookTally: Equatable, Sendable {
  public struct Line: Equatable, Sendable {
    public var count = 0
    var hash = FNV1a128()

    public var digest: String { hash.hex }

    public static func == (one: Line, other: Line) -> Bool {
      one.count == other.count && one.digest == other.digest
    }
  }

  public private(set) var lines: [BookKind: Line] = [:]

  public init() {}

  /// The tally of `book`, read in one snapshot.
  public init(of book: any WholeBook) async throws {
    let box = TallyBox()
    try await book.readBook { part in box.add(part) }
    self = box.tally
  }

  mutating func add(_ part: BookPart) {
    let (kind, items) = (part.kind, part.lines)
    var line = lines[kind] ?? Line()
    for item in items {
      line.count += 1
      line.hash.combine(item)
      line.hash.combine([0x0A])
    }
    lines[kind] = line
  }

  public func line(_ kind: BookKind) -> Line { lines[kind] ?? Line() }

  /// Whether the book holds nothing but its settings.
  public var isEmpty: Bool {
    BookKind.allCases.allSatisfy { $0 == .settings || line($0).count == 0 }
  }

  /// The kinds whose count or digest differ from `other`'s.
  public func differences(from other: BookTally) -> [BookKind] {
    BookKind.allCases.filter { line($0) != other.line($0) }
  }

  /// Whether this is the tally of `other`'s book without its history: no change kept where
  /// `other` keeps some, every other kind alike. What `contacts migrate` copied before it
  /// carried the history.
  public func isWithoutHistory(of other: BookTally) -> Bool {
    let differing = Set(differences(from: other))
    return !differing.isEmpty && differing.isSubset(of: BookKind.history)
      && BookKind.history.allSatisfy { line($0).count == 0 }
  }
}

/// A tally added to from a store's read, on whatever thread it runs.
private final class TallyBox: @unchecked Sendable {
  private let lock = NSLock()
  private var kept = BookTally()

  func add(_ part: BookPart) { lock.withLock { kept.add(part) } }
  var tally: BookTally { lock.withLock { kept } }
}

/// The move of a whole book from one store to another (`contacts migrate`): the destination must
/// hold nothing, or this very book already (then nothing is written), or this book without its
/// history (then its history is copied in); the copy is one transaction on the destination,
/// read from one snapshot of the source, a batch at a time; then both are tallied
/// (`BookTally`) and must agree.
public enum BookMove {
  public enum Outcome: Equatable, Sendable {
    /// Copied, and both sides tallied alike.
    case copied(BookTally)
    /// The destination held this book already: nothing written.
    case alreadyThere(BookTally)
    /// The destination held this book without its history (copied by `contacts migrate`
    /// before it carried the history): the history copied in, and both sides tallied alike.
    case historyAdded(BookTally)
  }

  /// Moves `source` into `destination` (named `destinationName` in errors); `progress` hears the
  /// number of contacts written so far.
  public static func run(
    from source: any WholeBook, to destination: any WholeBook, destinationName: String,
    progress: @escaping @Sendable (Int) -> Void = { _ in }
  ) async throws -> Outcome {
    let before = try await BookTally(of: destination)
    guard !before.isEmpty else {
      try await copy(from: source, destinationName: destinationName, progress: progress) {
        _ in
        true
      } into: {
        try await destination.writeBook($0)
      }
      return .copied(try await checked(source, destination, destinationName))
    }
    let wanted = try await BookTally(of: source)
    if before == wanted { return .alreadyThere(before) }
    guard before.isWithoutHistory(of: wanted) else {
      throw BookMoveError.notEmpty(destinationName)
    }
    try await copy(from: source, destinationName: destinationName, progress: progress) { part in
      part.kind == .settings || BookKind.history.contains(part.kind)
    } into: {
      try await destination.writeHistory($0)
    }
    return .historyAdded(try await checked(source, destination, destinationName))
  }

  /// Copies the parts of `source` that `wanted` keeps through `write` (a store's write of them,
  /// false when it found the destination no longer as tallied).
  private static func copy(
    from source: any WholeBook, destinationName: String,
    progress: @escaping @Sendable (Int) -> Void,
    only wanted: @escaping @Sendable (BookPart) -> Bool,
    into write: (@escaping @Sendable () throws -> BookPart?) async throws -> Bool
  ) async throws {
    let pipe = BookPipe()
    let counter = ContactCounter(progress)
    let reading = Task {
      do {
        try await source.readBook { part in if wanted(part) { try pipe.put(part) } }
        pipe.finish(nil)
      } catch {
        pipe.finish(error)
        throw error
      }
    }
    let written: Bool
    do {
      written = try await write {
        let part = try pipe.take()
        if case .contacts(let contacts)? = part { counter.add(contacts.count) }
        return part
      }
    } catch {
      // The reader's error, when it failed first, is the cause (the writer's `take` threw it,
      // and its store translated it); else the writer's own.
      let cause = pipe.cancel()
      _ = await reading.result
      throw cause ?? error
    }
    guard written else {
      // Another writer changed it since it was tallied.
      _ = pipe.cancel()
      _ = await reading.result
      throw BookMoveError.notEmpty(destinationName)
    }
    try await reading.value
  }

  /// The tally of the copy, each side read afresh, from its own tables, in domain terms; an
  /// error naming every kind that differs.
  private static func checked(
    _ source: any WholeBook, _ destination: any WholeBook, _ destinationName: String
  ) async throws -> BookTally {
    let (wanted, got) = (try await BookTally(of: source), try await BookTally(of: destination))
    let differing = got.differences(from: wanted)
    guard differing.isEmpty else {
      throw BookMoveError.mismatch(destination: destinationName, kinds: differing)
    }
    return got
  }
}

/// How many contacts were written, told to `progress` as it grows.
private final class ContactCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private let progress: @Sendable (Int) -> Void

  init(_ progress: @escaping @Sendable (Int) -> Void) { self.progress = progress }

  func add(_ more: Int) {
    let now = lock.withLock {
      count += more
      return count
    }
    progress(now)
  }
}

/// The parts on their way from the source's read transaction to the destination's write
/// transaction, each blocking on a thread of its own store: at most two parts wait, so the
/// book is never held whole.
final class BookPipe: @unchecked Sendable {
  private let condition = NSCondition()
  private var parts: [BookPart] = []
  private var ended = false
  private var failure: (any Error)?
  private var cancelled = false
  private static let room = 2

  /// The writer gave up: a reader waiting to put is let go.
  struct Cancelled: Error {}

  func put(_ part: BookPart) throws {
    condition.lock()
    defer { condition.unlock() }
    while parts.count >= Self.room && !cancelled { condition.wait() }
    if cancelled { throw Cancelled() }
    parts.append(part)
    condition.broadcast()
  }

  /// The next part; nil at the end; throws the reader's error.
  func take() throws -> BookPart? {
    condition.lock()
    defer { condition.unlock() }
    while parts.isEmpty && !ended { condition.wait() }
    if let failure { throw failure }
    guard !parts.isEmpty else { return nil }
    condition.broadcast()
    return parts.removeFirst()
  }

  func finish(_ error: (any Error)?) {
    condition.lock()
    ended = true
    failure = error
    condition.broadcast()
    condition.unlock()
  }

  /// Lets a reader waiting to put go, and returns the error the reader ended with before, if
  /// it did.
  func cancel() -> (any Error)? {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    condition.broadcast()
    return failure
  }
}

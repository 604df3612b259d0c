import Foundation

/// A store's whole book, read and written as domain values (`BookPart`s), whatever its schema:
/// what `contacts migrate` moves between SQLite and PostgreSQL. Each store translates its own
/// tables; the move and its check are the domain's (`BookMove`).
public protocol WholeBook: Sendable {
  /// Reads the whole book in one snapshot and hands it to `take` part by part, in
  /// `BookKind`'s order, a batch of at most `BookPart.batch` items at a time.
  func readBook(_ take: @escaping @Sendable (BookPart) throws -> Void) async throws

  /// Writes the parts `next` gives, until it gives nil, into this book, in one transaction:
  /// all of them or, when `next` or a write throws, nothing. The book must hold nothing but its
  /// settings, which become the part's; false, with nothing written or read from `next`, when
  /// it holds anything else.
  func writeBook(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool

  /// Writes the history `next` gives (the book's settings first, then the parts of its change
  /// log, `BookKind.history`) into this book, which holds the rest of that book already (what
  /// `contacts migrate` copied before it carried the history), in one transaction: all of it
  /// or nothing. False, with nothing written, when this book holds any history or its
  /// settings are not those given (it changed since it was tallied).
  func writeHistory(_ next: @escaping @Sendable () throws -> BookPart?) async throws -> Bool
}

extension BookPart {
  /// How many items a store reads into one part.
  public static let batch = 500

  /// Reads pages, each after the key of the one before (from `start`), until one is empty,
  /// handing each to `take` as a part: how a store reads a table a batch at a time.
  public static func pages<Key, Item>(
    from start: Key, _ take: (BookPart) throws -> Void, _ page: (Key) throws -> [(Key, Item)],
    part: ([Item]) -> BookPart
  ) throws {
    var after = start
    while true {
      let rows = try page(after)
      guard let last = rows.last else { return }
      try take(part(rows.map(\.1)))
      after = last.0
    }
  }
}

/// Why a book could not be moved.
public enum BookMoveError: Error, Equatable, UserFacingError {
  /// The destination holds another book.
  case notEmpty(String)
  /// The copy differs from the book it was made from in these kinds.
  case mismatch(destination: String, kinds: [BookKind])
  /// The source and the destination are one location.
  case sameLocation(String)

  public var message: String {
    switch self {
    case .notEmpty(let destination):
      "\(destination) already holds another address book: nothing was copied. Migrate into an "
        + "empty database or file."
    case .mismatch(let destination, let kinds):
      "the copy at \(destination) differs from the book it was made from in "
        + kinds.map(\.rawValue).joined(separator: ", ")
    case .sameLocation(let location):
      "\(location) is both the source and the destination"
    }
  }
}

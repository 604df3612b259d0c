import Foundation

/// The accounts of a server as a store keeps them: a name, the password's slow salted hash
/// (never the password), when the account was made, and whether it owns the served book (the
/// database `contacts serve` serves, which the first account added owns). `AccountCheck`
/// answers sign-ins over it; `contacts user` keeps it. Every store answers it (the store
/// contract checks it).
public protocol AccountRecords: Sendable {
  /// Every account, in the order they were made.
  func accounts() async throws -> [Account]

  /// The password hash of the account `name`; nil when there is no such account.
  func passwordHash(of name: String) async throws -> String?

  /// Adds the account `name` with `passwordHash`; the first account added owns the served
  /// book. Throws `AccountError.exists` when there is one by that name.
  func addAccount(_ name: String, passwordHash: String) async throws -> Account

  /// Replaces the password hash of `name`. Throws `AccountError.notFound`.
  func setPasswordHash(_ passwordHash: String, of name: String) async throws

  /// Removes the account `name`. Throws `.notFound` when there is none, and `.ownsServedBook`
  /// when it owns the served book while other accounts remain (its contacts would go to
  /// someone else).
  func removeAccount(_ name: String) async throws
}

/// One account: its name, when it was made, and whether it owns the served book.
public struct Account: Hashable, Sendable {
  public let name: String
  public let createdAt: Date
  /// True for the account that owns the book the server's database is (the first one added).
  public let ownsServedBook: Bool

  public init(name: String, createdAt: Date, ownsServedBook: Bool) {
    self.name = name
    self.createdAt = createdAt
    self.ownsServedBook = ownsServedBook
  }
}

/// Why the accounts refused.
public enum AccountError: UserFacingError, Hashable {
  case exists(name: String)
  case notFound(name: String)
  /// The account owns the served book and others remain.
  case ownsServedBook(name: String)
  /// The name cannot be an account's: `reason` says why.
  case badName(name: String, reason: String)

  /// What a person reads.
  public var message: String {
    switch self {
    case .exists(let name): "there is already an account named \(name)"
    case .notFound(let name): "there is no account named \(name)"
    case .ownsServedBook(let name):
      "\(name) owns the book this server's database is, and other accounts remain: remove the "
        + "others first, or keep \(name)"
    case .badName(let name, let reason): "\"\(name)\" cannot be an account name: \(reason)"
    }
  }
}

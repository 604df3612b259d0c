import ContactsDomain
import Foundation

/// The accounts of a server, held in memory as plainly as possible: what the store contract
/// checks the SQLite store's accounts against.
public actor ReferenceAccounts: AccountRecords {
  private struct Kept {
    var account: Account
    var passwordHash: String
  }

  private let clock: @Sendable () -> Date
  /// In the order they were made.
  private var kept: [Kept] = []

  /// No accounts, made at `clock`'s time.
  public init(clock: @escaping @Sendable () -> Date = { Date() }) {
    self.clock = clock
  }

  public func accounts() async throws -> [Account] { kept.map(\.account) }

  public func passwordHash(of name: String) async throws -> String? {
    kept.first { $0.account.name == name }?.passwordHash
  }

  public func addAccount(_ name: String, passwordHash: String) async throws -> Account {
    guard index(of: name) == nil else { throw AccountError.exists(name: name) }
    let account = Account(name: name, createdAt: clock(), ownsServedBook: kept.isEmpty)
    kept.append(Kept(account: account, passwordHash: passwordHash))
    return account
  }

  public func setPasswordHash(_ passwordHash: String, of name: String) async throws {
    guard let index = index(of: name) else { throw AccountError.notFound(name: name) }
    kept[index].passwordHash = passwordHash
  }

  public func removeAccount(_ name: String) async throws {
    guard let index = index(of: name) else { throw AccountError.notFound(name: name) }
    if kept[index].account.ownsServedBook, kept.count > 1 {
      throw AccountError.ownsServedBook(name: name)
    }
    kept.remove(at: index)
  }

  private func index(of name: String) -> Int? {
    kept.firstIndex { $0.account.name == name }
  }
}

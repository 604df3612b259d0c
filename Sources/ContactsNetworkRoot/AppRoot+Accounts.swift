import ContactsAccounts
import ContactsDomain
import ContactsRoot
import Foundation

extension AppRoot {
  /// The accounts kept in the book's database.
  private var accountRecords: any AccountRecords {
    get throws {
      guard let accounts else { throw NewPassword.Refusal(message: "this book keeps no accounts") }
      return accounts
    }
  }

  /// Adds the account `name` with `password`, kept only as its bcrypt hash.
  public func addAccount(_ name: String, password: String) async throws -> Account {
    try AccountName.checked(name)
    let records = try accountRecords
    if try await records.passwordHash(of: name) != nil { throw AccountError.exists(name: name) }
    return try await records.addAccount(name, passwordHash: await PasswordHashing.hash(password))
  }

  /// Gives the account `name` a new `password`.
  public func changePassword(of name: String, to password: String) async throws {
    let records = try accountRecords
    guard try await records.passwordHash(of: name) != nil else {
      throw AccountError.notFound(name: name)
    }
    try await records.setPasswordHash(await PasswordHashing.hash(password), of: name)
  }

  /// Removes the account `name` (not its books: see `FileBookShelf.removeBooks(of:)`).
  public func removeAccount(_ name: String) async throws {
    try await accountRecords.removeAccount(name)
  }

  /// Every account, in the order they were made.
  public func accountList() async throws -> [Account] {
    try await accountRecords.accounts()
  }

  /// Who may sign in to this server, failed tries slowed down and proven passwords remembered
  /// for five minutes in this process's memory: one a server process, for the DAV routes'
  /// Basic auth and the web's login form alike.
  public func accountCheck() async throws -> any AccountCheck {
    await StoredAccountCheck(
      records: try accountRecords, throttle: SignInThrottle(), credentials: VerifiedCredentials())
  }
}

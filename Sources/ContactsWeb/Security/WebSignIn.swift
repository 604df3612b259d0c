import ContactsDomain

/// How the browser signs in, on a server with accounts: the accounts' check, and the account
/// that owns the book the web app shows (only it may sign in to the web for now; another
/// account's books are reached over CardDAV).
public struct WebSignIn: Sendable {
  let accounts: any AccountCheck
  let owner: String
  let sessions: WebSessions

  /// Sign-ins checked by `accounts`, for `owner` alone; the session cookie is Secure when the
  /// server serves TLS (`secure`).
  public init(accounts: any AccountCheck, owner: String, secure: Bool) {
    self.accounts = accounts
    self.owner = owner
    sessions = WebSessions(secure: secure)
  }
}

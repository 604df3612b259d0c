/// Who may sign in to a server: its accounts, each with a password kept only as a slow salted
/// hash. The DAV routes (Basic auth) and the web's login form ask it; `contacts user` keeps it.
public protocol AccountCheck: Sendable {
  /// Whether the server has any account: with none, a server on loopback asks for no login and
  /// everything belongs to `soleOwner`.
  func hasAccounts() async throws -> Bool

  /// The account `name` when `password` is its password, else nil (a wrong name and a wrong
  /// password take the same slow work). Throws `SignInError.slowedDown` while `name` or
  /// `address` (the client's) has failed too often lately, without checking the password.
  func signIn(name: String, password: String, from address: String) async throws -> String?
}

/// The owner of everything on a server without accounts (its principal, `/dav/principals/default/`).
public let soleOwner = "default"

/// Why a sign-in was not even tried.
public enum SignInError: Error, Hashable, Sendable {
  /// Too many failures for this name or address lately: try again in `seconds`.
  case slowedDown(seconds: Int)
}

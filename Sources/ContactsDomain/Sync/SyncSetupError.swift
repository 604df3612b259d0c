/// Why a sync could not start: nothing to sync with, no password, or a server URL refused
/// before anything was sent. Each carries what it is about, unescaped: the terminal and the
/// web page escape it where they show it.
public enum SyncSetupError: UserFacingError, Equatable {
  /// No account has been added.
  case noAccounts
  /// No password was found for `username` at `host`.
  case noPassword(username: String, host: String)
  /// The account's password command did not give a password, for `reason`.
  case passwordCommandFailed(reason: String)
  /// The password file at `path` may be read by others (its `mode`), so it is not used.
  case passwordFileExposed(path: String, mode: Int)
  /// The password file at `path` could not be read.
  case passwordFileUnreadable(path: String)
  /// `url` is not an http:// or https:// URL with a host.
  case invalidURL(String)
  /// `url` would send the password unencrypted to another machine.
  case insecureHTTP(String)

  public var message: String {
    switch self {
    case .noAccounts:
      "there is no sync account yet; add one with "
        + "contacts sync add-account NAME --url URL --username USER"
    case .noPassword(let username, let host):
      "No password for \(username) at \(host): give the account a --password-command, "
        + "set CONTACTS_SYNC_PASSWORD, add it to ~/.netrc, or run on a terminal"
    case .passwordCommandFailed(let reason):
      "The password command \(reason)"
    case .passwordFileExposed(let path, let mode):
      "\(path) may be read by others (mode \(String(mode, radix: 8))); run chmod 600 \(path)"
    case .passwordFileUnreadable(let path):
      "Cannot read \(path)"
    case .invalidURL(let url):
      "\(url) is not an http:// or https:// URL with a host"
    case .insecureHTTP(let url):
      "\(url) would send the password unencrypted to another machine; use https://, or "
        + "--allow-insecure-http if you must"
    }
  }
}

import ContactsCardDAV
import ContactsDomain
import Foundation

/// How to reach sync servers, as a plain value: what `contacts sync` and `contacts serve` are
/// told on their command lines.
public struct ServerSettings: Sendable {
  /// Allow http:// to another machine (the password then travels unencrypted).
  public var allowInsecureHTTP: Bool
  /// A PEM file of certificates to trust, for a server with a self-signed one.
  public var caFile: String?
  /// Seconds to wait for an answer; nil for the account's own, else the default.
  public var timeoutSeconds: Int?

  /// The settings; by default, https only, the system's certificates, the account's timeout.
  public init(allowInsecureHTTP: Bool = false, caFile: String? = nil, timeoutSeconds: Int? = nil) {
    self.allowInsecureHTTP = allowInsecureHTTP
    self.caFile = caFile
    self.timeoutSeconds = timeoutSeconds
  }

  /// The connection for `account`, with its password from `passwords`; the URL is checked
  /// before a password is asked for.
  func connection(for account: SyncAccount, passwords: PasswordSource) throws(SyncSetupError)
    -> CardDAVConnection
  {
    let url = account.addressBookURL ?? account.url
    _ = try CardDAVConnection(
      url: url, username: account.username, password: "", allowInsecureHTTP: allowInsecureHTTP)
    let host = URL(string: url)?.host ?? url
    return try CardDAVConnection(
      url: url, username: account.username,
      password: try passwords.password(for: account, host: host), caFile: caFile,
      allowInsecureHTTP: allowInsecureHTTP,
      timeoutSeconds: timeoutSeconds ?? account.timeoutSeconds
        ?? CardDAVConnection.defaultTimeoutSeconds)
  }
}

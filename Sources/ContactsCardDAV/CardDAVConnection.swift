import ContactsDomain
import Foundation

/// Where and how to reach a CardDAV server. The password lives only in memory.
public struct CardDAVConnection: Sendable {
  public let url: URL
  public let username: String
  let password: String
  /// A PEM file of certificates to trust beside the system's, for a self-signed server.
  public let caFile: String?
  /// How many seconds to wait for the server to answer (to send anything) before giving up.
  public let timeoutSeconds: Int
  /// The wait for an answer unless the account says otherwise.
  public static let defaultTimeoutSeconds = 120

  /// Checks `url`: `https`, or `http` to this machine only unless `allowInsecureHTTP`.
  public init(
    url: String, username: String, password: String, caFile: String? = nil,
    allowInsecureHTTP: Bool = false, timeoutSeconds: Int = defaultTimeoutSeconds
  ) throws(SyncSetupError) {
    guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
      let host = parsed.host, !host.isEmpty
    else { throw .invalidURL(url) }
    guard scheme == "https" || scheme == "http" else { throw .invalidURL(url) }
    if scheme == "http", !allowInsecureHTTP, !Self.isLoopback(host) {
      throw .insecureHTTP(url)
    }
    self.url = parsed
    self.username = username
    self.password = password
    self.caFile = caFile
    self.timeoutSeconds = timeoutSeconds
  }

  /// `Authorization: Basic …`, built when a request is sent and never logged.
  var authorization: String {
    "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
  }

  static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
  }
}

import ContactsDomain
import Foundation

/// A failed sync in a sentence a person reads, decided here for the page and the terminal alike:
/// a server that could not be reached, when the client's description names the system's error
/// (NIO's "connection reset (error set): Connection refused (errno: 111)"), reads as what that
/// error means.
enum SyncFailureSentence {
  /// "Could not reach 127.0.0.1:5232: the connection was refused" for an unreachable server
  /// whose description names a system error; nil for any other error.
  static func readable(_ error: any Error) -> String? {
    guard case RemoteError.unreachable(let url, let reason) = error,
      let match = reason.firstMatch(of: /errno: (\d+)/), let code = Int32(match.output.1)
    else { return nil }
    return "Could not reach \(place(url)): \(words(for: code))"
  }

  /// `host:port` of `address`, the scheme's port when it names none.
  private static func place(_ address: String) -> String {
    guard let url = URL(string: address), let host = url.host else { return address }
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// What the system's error number `code` means.
  private static func words(for code: Int32) -> String {
    switch code {
    case ECONNREFUSED: "the connection was refused"
    case ETIMEDOUT: "the connection timed out"
    case ECONNRESET: "the server closed the connection"
    case EHOSTUNREACH: "no route leads to that computer"
    case ENETUNREACH: "the network cannot be reached"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}

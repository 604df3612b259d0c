import Foundation

/// A failed sync in a sentence a person reads, decided here for the page and the terminal alike.
/// An unreachable server arrives as the domain's text, "Could not sync: cannot reach URL (the
/// client's description)", where the description may be NIO's ("connection reset (error set):
/// Connection refused (errno: 111)"); this reads the address and the system's error number from
/// it.
enum SyncFailureSentence {
  /// "Could not reach 127.0.0.1:5232: the connection was refused" for an unreachable server
  /// whose description names a system error; `message` as it is otherwise.
  static func readable(_ trouble: SyncTrouble, message: String) -> String {
    guard trouble == .unreachable,
      let match = message.firstMatch(of: /cannot reach (\S+) \((.*errno: \d+.*)\)$/)
    else { return message }
    let address = String(match.output.1)
    let reason = String(match.output.2)
    return "Could not reach \(place(address)): \(words(for: reason))"
  }

  /// `host:port` of `address`, the scheme's port when it names none.
  private static func place(_ address: String) -> String {
    guard let url = URL(string: address), let host = url.host else { return address }
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// What the system's error number in `reason` means, or `reason` itself without one.
  private static func words(for reason: String) -> String {
    guard let match = reason.firstMatch(of: /errno: (\d+)/), let code = Int32(match.output.1)
    else { return reason }
    return switch code {
    case ECONNREFUSED: "the connection was refused"
    case ETIMEDOUT: "the connection timed out"
    case ECONNRESET: "the server closed the connection"
    case EHOSTUNREACH: "no route leads to that computer"
    case ENETUNREACH: "the network cannot be reached"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}

import Hummingbird

/// While the server listens on loopback only, refuses requests whose `Host` is not a loopback
/// name. A page on another site that rebinds its own name to 127.0.0.1 still sends its own name
/// as `Host`, so it cannot read or change the contacts (DNS rebinding).
struct HostGuard: RouterMiddleware {
  typealias Context = WebRequestContext

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let authority = request.head.authority, Self.isLoopback(authority: authority) else {
      throw WebError.foreignHost
    }
    return try await next(request, context)
  }

  /// True for `localhost`, `127.0.0.1` and `[::1]`, with or without a port.
  static func isLoopback(authority: String) -> Bool {
    let name: Substring
    if authority.hasPrefix("[") {
      guard let end = authority.firstIndex(of: "]") else { return false }
      name = authority[...end]
      guard isPort(authority[authority.index(after: end)...]) else { return false }
    } else if let colon = authority.firstIndex(of: ":") {
      name = authority[..<colon]
      guard isPort(authority[colon...]) else { return false }
    } else {
      name = authority[...]
    }
    return ["localhost", "127.0.0.1", "[::1]"].contains(name.lowercased())
  }

  /// True when `host` (as given to `--host`) is an address only this computer can reach.
  static func isLoopback(host: String) -> Bool {
    host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
  }

  /// Empty, or a colon followed by digits.
  private static func isPort(_ rest: Substring) -> Bool {
    guard let colon = rest.first else { return true }
    let digits = rest.dropFirst()
    return colon == ":" && !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
  }
}

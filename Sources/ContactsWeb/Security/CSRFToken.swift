import Hummingbird

/// The double-submit token that proves a form came from one of our pages: a random value set in
/// a `SameSite=Strict` cookie and echoed in a hidden field. Another site can neither read the
/// cookie nor make the browser send it, so it cannot forge a matching pair.
enum CSRFToken {
  /// The cookie's name.
  static let cookieName = "contacts_csrf"
  /// The hidden form field's name.
  static let fieldName = "csrf"

  /// A new token: 32 bytes from the system's secure random source, in hex.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return String(byte, radix: 16).leftPadded(to: 2)
    }.joined()
  }

  /// The request's token cookie, if it holds a well-formed token.
  static func cookie(of request: Request) -> String? {
    guard let value = request.cookies[cookieName]?.value, isWellFormed(value) else { return nil }
    return value
  }

  /// The `Set-Cookie` value that gives the browser `token`.
  static func setCookie(_ token: String) -> Cookie {
    Cookie(name: cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict)
  }

  /// True when both tokens are present and equal, compared in constant time.
  static func matches(cookie: String?, field: String) -> Bool {
    guard let cookie, isWellFormed(field) else { return false }
    // Both are 64 ASCII hex digits here, so the loop's length does not depend on their content.
    var difference: UInt8 = 0
    for (a, b) in zip(cookie.utf8, field.utf8) { difference |= a ^ b }
    return difference == 0
  }

  /// Throws the cross-site refusal unless `field` matches the request's cookie.
  static func require(_ field: String, matching request: Request) throws {
    guard matches(cookie: cookie(of: request), field: field) else { throw WebError.crossSite }
  }

  // MARK: - Private

  private static func isWellFormed(_ token: String) -> Bool {
    token.utf8.count == 64
      && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: Swift.max(0, length - count)) + self
  }
}

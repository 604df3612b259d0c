import Foundation
import Hummingbird

/// The browser's signed-in sessions, in the server process's memory: a random token in an
/// HttpOnly, SameSite=Strict cookie (Secure under TLS) names the account it was given to.
/// A session ends at logout, or after `idleLimit` unused; at most `maximumCount` are kept.
final class WebSessions: @unchecked Sendable {
  /// The cookie's name.
  static let cookieName = "contacts_session"
  /// Seconds a session may stay unused.
  static let idleLimit: TimeInterval = 12 * 3_600

  private struct Session {
    let name: String
    var lastUsed: Date
  }

  private let secure: Bool
  private let maximumCount: Int
  private let clock: @Sendable () -> Date
  // Guarded by `lock`.
  private let lock = NSLock()
  private var sessions: [String: Session] = [:]

  init(secure: Bool, maximumCount: Int = 10_000, clock: @escaping @Sendable () -> Date = Date.init)
  {
    self.secure = secure
    self.maximumCount = maximumCount
    self.clock = clock
  }

  /// A new session for `name`, and the cookie that carries it.
  func start(for name: String) -> Cookie {
    let token = CSRFToken.make()
    let now = clock()
    lock.withLock {
      if sessions.count >= maximumCount,
        let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed })
      {
        sessions.removeValue(forKey: oldest.key)
      }
      sessions[token] = Session(name: name, lastUsed: now)
    }
    return cookie(token, maxAge: nil)
  }

  /// The account whose session the request's cookie names, kept alive; nil without one.
  func name(of request: Request) -> String? {
    guard let token = request.cookies[Self.cookieName]?.value else { return nil }
    let now = clock()
    return lock.withLock {
      guard var session = sessions[token] else { return nil }
      guard now.timeIntervalSince(session.lastUsed) <= Self.idleLimit else {
        sessions.removeValue(forKey: token)
        return nil
      }
      session.lastUsed = now
      sessions[token] = session
      return session.name
    }
  }

  /// Ends the request's session; returns the cookie that clears it.
  func end(_ request: Request) -> Cookie {
    if let token = request.cookies[Self.cookieName]?.value {
      _ = lock.withLock { sessions.removeValue(forKey: token) }
    }
    return cookie("", maxAge: 0)
  }

  private func cookie(_ value: String, maxAge: Int?) -> Cookie {
    Cookie(
      name: Self.cookieName, value: value, maxAge: maxAge, path: "/", secure: secure,
      httpOnly: true, sameSite: .strict)
  }
}

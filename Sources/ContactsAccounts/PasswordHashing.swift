import Dispatch
import HummingbirdBcrypt

/// Passwords as bcrypt keeps them: hashed with a salt of their own at `cost`, checked against a
/// hash. The work runs on a dispatch queue, off Swift's cooperative pool, which a server on two
/// cores must keep free for requests.
public enum PasswordHashing {
  /// bcrypt's cost, 2^10 rounds: 54 ms of CPU per check here (cost 11: 106 ms, 12: about
  /// 210), measured with the library's C code at -O2. Basic auth checks the password on every
  /// DAV request and the machines have two cores, so each step up halves how many sign-ins a
  /// second a server can answer; 10 is OWASP's floor for bcrypt, still a costly guess for
  /// whoever steals the database.
  public static let cost: UInt8 = 10

  /// The longest password in bytes: bcrypt reads only the first 72.
  public static let maximumBytes = 72

  /// The shortest password in characters.
  public static let minimumLength = 8

  /// `password` hashed with a new salt.
  public static func hash(_ password: String, cost: UInt8 = cost) async -> String {
    await offPool { Bcrypt.hash(password, cost: cost) }
  }

  /// True when `password` is the one `hash` was made of.
  public static func verify(_ password: String, _ hash: String) async -> Bool {
    await offPool { Bcrypt.verify(password, hash: hash) }
  }

  /// Why `password` cannot be an account's, or nil when it can.
  public static func refusal(of password: String) -> String? {
    if password.count < minimumLength {
      return "a password needs at least \(minimumLength) characters"
    }
    if password.utf8.count > maximumBytes {
      return "a password can be at most \(maximumBytes) bytes long (bcrypt reads no further)"
    }
    return nil
  }

  private static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }
}

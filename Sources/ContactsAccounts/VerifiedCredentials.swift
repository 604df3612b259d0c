import Crypto
import Foundation

/// Names and passwords lately proven right, so a CardDAV client, which sends its password with
/// every request, pays bcrypt's 54 ms once every `lifetime` rather than on each request. An
/// entry is an HMAC-SHA256, under a key made at random for this process and never kept, of the
/// name, the password and the stored hash it was proven against: no password is kept, and a
/// changed password (`contacts user passwd`) or a removed account (no hash) misses the cache,
/// since the hash is read afresh on every sign-in. Only successes enter it; an entry lives
/// `lifetime` seconds from when it was proven, and at most `capacity` are kept.
public final class VerifiedCredentials: @unchecked Sendable {
  /// Seconds a proven password is trusted without bcrypt.
  public static let lifetime: TimeInterval = 300

  private let key = SymmetricKey(size: .bits256)
  private let clock: @Sendable () -> Date
  private let capacity: Int
  // Guarded by `lock`: each fingerprint's expiry.
  private let lock = NSLock()
  private var expiries: [Data: Date] = [:]

  /// A cache reading the time from `clock`, keeping at most `capacity` entries.
  public init(clock: @escaping @Sendable () -> Date = Date.init, capacity: Int = 1_000) {
    self.clock = clock
    self.capacity = max(1, capacity)
  }

  /// True when `password` was proven to be the one `hash` (the account `name`'s) was made of
  /// less than `lifetime` seconds ago.
  public func contains(name: String, password: String, hash: String) -> Bool {
    let fingerprint = fingerprint(name, password, hash)
    let now = clock()
    return lock.withLock {
      guard let expiry = expiries[fingerprint] else { return false }
      guard expiry > now else {
        expiries.removeValue(forKey: fingerprint)
        return false
      }
      return true
    }
  }

  /// Remembers that bcrypt proved `password` to be the one `hash` was made of.
  public func insert(name: String, password: String, hash: String) {
    let fingerprint = fingerprint(name, password, hash)
    let now = clock()
    lock.withLock {
      if expiries.count >= capacity { expiries = expiries.filter { $0.value > now } }
      if expiries.count >= capacity, let soonest = expiries.min(by: { $0.value < $1.value }) {
        expiries.removeValue(forKey: soonest.key)
      }
      expiries[fingerprint] = now.addingTimeInterval(Self.lifetime)
    }
  }

  /// How many entries are kept now, expired ones included until they are next touched.
  public var count: Int { lock.withLock { expiries.count } }

  /// The HMAC of the three, each preceded by its length so that no two triples run together.
  private func fingerprint(_ parts: String...) -> Data {
    var message = Data()
    for part in parts {
      let bytes = Data(part.utf8)
      withUnsafeBytes(of: UInt64(bytes.count).bigEndian) { message.append(contentsOf: $0) }
      message.append(bytes)
    }
    return Data(HMAC<SHA256>.authenticationCode(for: message, using: key))
  }
}

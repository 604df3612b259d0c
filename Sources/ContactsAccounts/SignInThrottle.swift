import Foundation

/// Failed sign-ins, counted per account name and per client address, in the server process's
/// memory: after `freeFailures` failures in a row, each further try waits (a minute, then
/// doubling, at most a quarter of an hour) before a password is checked at all. A key's count
/// is forgotten `forgetAfter` seconds after its last failure, and a success clears its name's.
/// At most `maximumKeys` keys are kept, so a flood of made-up names cannot fill memory.
public final class SignInThrottle: @unchecked Sendable {
  private struct Failures {
    var count: Int
    var last: Date
  }

  /// Failures in a row allowed without a wait.
  public static let freeFailures = 5
  /// The first wait, in seconds; each further failure doubles it.
  public static let firstWait = 60
  /// The longest wait, in seconds.
  public static let longestWait = 900
  /// Seconds after its last failure when a key is forgotten.
  public static let forgetAfter: TimeInterval = 3_600

  private let clock: @Sendable () -> Date
  private let maximumKeys: Int
  // Guarded by `lock`.
  private let lock = NSLock()
  private var table: [String: Failures] = [:]

  /// A throttle reading the time from `clock`, keeping at most `maximumKeys` keys.
  public init(clock: @escaping @Sendable () -> Date = Date.init, maximumKeys: Int = 100_000) {
    self.clock = clock
    self.maximumKeys = maximumKeys
  }

  /// The seconds `name` from `address` must still wait before a try; nil when it may try now.
  public func wait(name: String, address: String) -> Int? {
    let now = clock()
    let waits = withTable { table in
      [Self.nameKey(name), Self.addressKey(address)].compactMap { key in
        table[key].flatMap { Self.remainingWait(of: $0, now: now) }
      }
    }
    return waits.max()
  }

  /// Counts a failed try of `name` from `address`.
  public func failed(name: String, address: String) {
    let now = clock()
    withTable { table in
      if table.count >= maximumKeys { Self.forgetStale(in: &table, now: now, keeping: maximumKeys) }
      for key in [Self.nameKey(name), Self.addressKey(address)] {
        var entry = table[key] ?? Failures(count: 0, last: now)
        if now.timeIntervalSince(entry.last) > Self.forgetAfter { entry.count = 0 }
        entry.count += 1
        entry.last = now
        table[key] = entry
      }
    }
  }

  /// Clears the failures of `name` (not of the address: one right password does not vouch for
  /// the other names tried from there).
  public func succeeded(name: String) {
    _ = withTable { $0.removeValue(forKey: Self.nameKey(name)) }
  }

  private func withTable<T>(_ body: (inout [String: Failures]) -> T) -> T {
    lock.withLock { body(&table) }
  }

  // MARK: - The rule

  /// The wait after `count` failures in a row: none up to `freeFailures`, then `firstWait`
  /// doubling with each failure, at most `longestWait`.
  public static func waitAfter(failures count: Int) -> Int {
    guard count >= freeFailures else { return 0 }
    let doublings = min(count - freeFailures, 10)
    return min(firstWait << doublings, longestWait)
  }

  private static func remainingWait(of entry: Failures, now: Date) -> Int? {
    guard now.timeIntervalSince(entry.last) <= forgetAfter else { return nil }
    let until = entry.last.addingTimeInterval(TimeInterval(waitAfter(failures: entry.count)))
    let left = until.timeIntervalSince(now)
    return left > 0 ? Int(left.rounded(.up)) : nil
  }

  /// Drops the keys forgotten by now, then the oldest ones until fewer than `limit` remain.
  private static func forgetStale(
    in table: inout [String: Failures], now: Date, keeping limit: Int
  ) {
    table = table.filter { now.timeIntervalSince($0.value.last) <= forgetAfter }
    guard table.count >= limit else { return }
    let oldest = table.sorted { $0.value.last < $1.value.last }.prefix(table.count - limit / 2)
    for (key, _) in oldest { table.removeValue(forKey: key) }
  }

  private static func nameKey(_ name: String) -> String { "name:" + name }
  private static func addressKey(_ address: String) -> String { "address:" + address }
}

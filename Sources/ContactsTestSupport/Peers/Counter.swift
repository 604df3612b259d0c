import Foundation

/// A count shared with other threads, such as a fault proxy's.
public final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  public init() {}

  /// Adds one and returns the new count.
  public func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

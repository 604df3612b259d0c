import NIOConcurrencyHelpers
import NIOCore

/// The server's open connections, and which of them wait for a request. When they come near
/// the most the server may hold, the one that has waited longest is closed for each new one:
/// a crowd of silent or slow clients can then never keep a person's request out, as nginx
/// reuses its idle keep-alive connections when it runs short.
final class ConnectionRegistry: Sendable {
  /// One open connection; `waitingSince` orders those waiting for a request, nil while one is
  /// being answered.
  private struct Connection {
    let channel: any Channel
    var waitingSince: Int?
  }

  private struct State {
    var open: [Int: Connection] = [:]
    var ticks = 0
  }

  /// How many open connections start the closing of waiting ones.
  let threshold: Int
  private let state = NIOLockedValueBox(State())

  /// A registry for a server that may hold `limit` connections: waiting ones are closed from
  /// 1/32 below it, so that accepting never stops for long.
  init(limit: Int) {
    threshold = max(1, limit - max(1, limit / 32))
  }

  /// Counts `channel` as open and waiting for its first request, and returns its number. Near
  /// the limit, closes the connection that has waited longest, never `channel` itself.
  func opened(_ channel: any Channel) -> Int {
    let (number, oldest) = state.withLockedValue { state -> (Int, (any Channel)?) in
      state.ticks += 1
      let number = state.ticks
      state.open[number] = Connection(channel: channel, waitingSince: number)
      guard state.open.count > threshold else { return (number, nil) }
      let waiting = state.open.compactMap { key, connection in
        connection.waitingSince.map { (key: key, since: $0) }
      }
      guard let oldest = waiting.filter({ $0.key != number }).min(by: { $0.since < $1.since })
      else { return (number, nil) }
      return (number, state.open.removeValue(forKey: oldest.key)?.channel)
    }
    oldest?.close(promise: nil)
    return number
  }

  /// Connection `number` has received a request's headers: it is not closed for room now.
  func answering(_ number: Int) {
    state.withLockedValue { $0.open[number]?.waitingSince = nil }
  }

  /// Connection `number` has been answered and waits for another request.
  func waiting(_ number: Int) {
    state.withLockedValue { state in
      state.ticks += 1
      state.open[number]?.waitingSince = state.ticks
    }
  }

  /// Connection `number` is closed.
  func closed(_ number: Int) {
    _ = state.withLockedValue { $0.open.removeValue(forKey: number) }
  }
}

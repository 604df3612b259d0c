import ContactsDomain
import Logging
import PostgresNIO

/// Tells when a write to the book committed, on any server: every write transaction sends
/// `NOTIFY contacts_changed` (`PostgresDatabase.write`), which PostgreSQL delivers at its
/// commit to every connection listening, here one of the watch's own. No polling, no tick.
///
/// It tells once each time it listens, the first time and again after a lost connection
/// (PostgreSQL restarted) is made anew: a write between the caller's last read and then would
/// otherwise go unseen. While it cannot connect it tries again, waiting a little longer each
/// time (up to five seconds), until the caller stops listening.
public struct PostgresChangeWatch: ContactChanges {
  /// The channel writes notify.
  static let channel = "contacts_changed"

  let configuration: PostgresConnection.Configuration

  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let configuration = configuration
    let task = Task {
      let logger = Logger(label: "contacts.postgres.watch") { _ in SwiftLogNoOpLogHandler() }
      var pause = Duration.milliseconds(100)
      while !Task.isCancelled {
        if let connection = try? await PostgresConnection.connect(
          configuration: configuration, id: 0, logger: logger)
        {
          pause = .milliseconds(100)
          // A lost connection ends the listening; the loop connects again.
          try? await connection.listen(on: Self.channel) { notifications in
            continuation.yield()
            for try await _ in notifications { continuation.yield() }
          }
          try? await connection.close()
        }
        try? await Task.sleep(for: pause)
        pause = min(pause * 2, .seconds(5))
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}

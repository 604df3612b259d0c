import ContactsDomain
import Logging
import PostgresNIO

/// Tells when a write to the book committed, on any server: every write transaction sends
/// `NOTIFY contacts_changed` (`PostgresDatabase.write`), which PostgreSQL delivers at its
/// commit to every connection listening, here one of the watch's own. No polling, no tick.
///
/// It tells once as soon as it listens: a write between the caller's last read and then would
/// otherwise go unseen.
public struct PostgresChangeWatch: ContactChanges {
  /// The channel writes notify.
  static let channel = "contacts_changed"

  let configuration: PostgresConnection.Configuration

  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let configuration = configuration
    let task = Task {
      let logger = Logger(label: "contacts.postgres.watch") { _ in SwiftLogNoOpLogHandler() }
      guard
        let connection = try? await PostgresConnection.connect(
          configuration: configuration, id: 0, logger: logger)
      else { return continuation.finish() }
      do {
        try await connection.listen(on: Self.channel) { notifications in
          continuation.yield()
          for try await _ in notifications { continuation.yield() }
        }
      } catch {
        // A lost connection ends the watch (the stream finishes): a screen stops being live,
        // and its next read says what is wrong.
      }
      try? await connection.close()
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}

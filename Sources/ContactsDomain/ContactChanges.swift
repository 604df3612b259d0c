/// Says when the address book may have changed, whoever changed it (another command, the web
/// app, a sync): the port a screen that stays open listens on to show what is stored now.
public protocol ContactChanges: Sendable {
  /// One element after each change, coalesced (several writes may make one); it ends when the
  /// task iterating it is cancelled.
  func changes() -> AsyncStream<Void>
}

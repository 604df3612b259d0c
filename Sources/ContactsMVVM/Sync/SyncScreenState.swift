import ContactsDomain
import ContactsPresentation

/// What the sync screen shows about "Sync now".
public enum SyncScreenState: Equatable, Sendable {
  /// No sync asked for yet.
  case idle
  /// A sync is running; nil until it said how far it came.
  case syncing(SyncProgress?)
  /// Every account synced: one summary each.
  case synced([SyncedAccount])
  /// A sync stopped before changing anything, to ask: Confirm goes ahead.
  case needsConfirmation(synced: [SyncedAccount], account: String, reason: String)
  /// The sync failed, with the sentence to show.
  case failed(AppFailure)
}

/// What a sync did (or, on a dry run, would do).
public struct SyncReport: Hashable, Sendable {
  public var counts: SyncCounts
  /// Server cards that cannot be contacts, one sentence each, said on the sync where each first
  /// appears or changes (or its reason does); they stay on the server.
  public var skipped: [String]
  /// How many cards an earlier sync skipped that are still skipped, for the same reason: counted,
  /// not named again (`AccountStatus.skippedCards` names them).
  public var stillSkipped: Int
  /// What the user should know once: a read-only book, a forgotten token, a card refused.
  public var notices: [String]
  public var isDryRun: Bool

  public init(
    counts: SyncCounts, skipped: [String], stillSkipped: Int = 0, notices: [String],
    isDryRun: Bool
  ) {
    self.counts = counts
    self.skipped = skipped
    self.stillSkipped = stillSkipped
    self.notices = notices
    self.isDryRun = isDryRun
  }

  /// Whether there are sentences to say beyond the counts: newly skipped cards or notices.
  public var saysMore: Bool { !skipped.isEmpty || !notices.isEmpty }

  /// Every count in one line, marked when nothing was written: `--json`'s `summary`, kept for
  /// scripts (people read `sentence`, in ContactsPresentation).
  public var summary: String {
    isDryRun ? "dry run: \(counts.summary)" : counts.summary
  }
}

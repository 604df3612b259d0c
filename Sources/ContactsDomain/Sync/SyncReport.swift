/// What a sync did (or, on a dry run, would do).
public struct SyncReport: Hashable, Sendable {
  public var counts: SyncCounts
  /// Server cards that cannot be contacts, one sentence each; they stay on the server.
  public var skipped: [String]
  /// What the user should know once: a read-only book, a forgotten token, a card refused.
  public var notices: [String]
  public var isDryRun: Bool

  public init(counts: SyncCounts, skipped: [String], notices: [String], isDryRun: Bool) {
    self.counts = counts
    self.skipped = skipped
    self.notices = notices
    self.isDryRun = isDryRun
  }

  /// Whether there is more to say than the summary: skipped cards or notices.
  public var saysMore: Bool { !skipped.isEmpty || !notices.isEmpty }

  /// What the report says beyond its summary, a line each: "skipped: …" for each skipped card,
  /// then "note: …" for each notice, as the page and the terminal both show them.
  public var reportLines: [String] {
    skipped.map { "skipped: \($0)" } + notices.map { "note: \($0)" }
  }

  /// The one-line summary, marked when nothing was written.
  public var summary: String {
    isDryRun ? "dry run: \(counts.summary)" : counts.summary
  }
}

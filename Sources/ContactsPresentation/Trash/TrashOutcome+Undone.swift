import ContactsDomain

extension TrashOutcome {
  /// What an undo took back, counted, for scripts: the change as the undo offer names it and
  /// how many contacts went where.
  public struct Undone: Hashable, Sendable {
    /// The change taken back, "Imported 120 contacts", "Edited Ada Lovelace".
    public let change: String
    /// Its kind: "add", "delete", "edit", "photo", "import", "sync", "revert", "rewind",
    /// "restore-backup" or "merge".
    public let kind: String
    /// How many contacts the change had added, now in Recently deleted.
    public let removed: Int
    /// How many contacts are as they were before the change again.
    public let putBack: Int
    /// How many contacts changed since were kept as they are.
    public let keptCount: Int
    /// The names of the first of them, each on one bounded line.
    public let kept: [String]

    init(_ outcome: UndoOutcome) {
      change = UndoOffer.done(outcome.change)
      kind = outcome.change.kind.rawValue
      removed = outcome.removed
      putBack = outcome.putBack
      keptCount = outcome.keptCount
      kept = outcome.kept.map(ShownText.summaryLine)
    }
  }
}

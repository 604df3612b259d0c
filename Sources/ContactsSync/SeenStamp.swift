import ContactsDomain

/// The local change stamp a sync can say it has seen every change up to, so the next sync
/// reads only contacts stamped above it (see `ChangeTrackedRepository`).
///
/// It starts at the stamp when the sync began, moves past each of the sync's own local writes
/// while nobody else wrote between them (an import takes exactly one stamp), and stays below
/// every local contact the sync could not agree on with the server, which the next sync must
/// then read again.
struct SeenStamp {
  private var reached: Int64
  private var ceiling = Int64.max

  init(start: Int64) {
    reached = start
  }

  /// The stamp to keep once the sync is done.
  var value: Int64 { min(reached, ceiling) }

  /// The sync imported its local saves, the stamp going from `before` to `after`.
  mutating func imported(from before: Int64, to after: Int64) {
    if before == reached, after == before + 1 { reached = after }
  }

  /// Notes what the written `plan` left unagreed; `before` is the stamp before its local saves.
  mutating func check(_ plan: SyncPlan, savedAfter before: Int64) {
    for item in plan.items {
      switch item.decision.local {
      case .save:
        // Saved here but kept from the server (a read-only book): read it again next time.
        if item.decision.keptLocally { ceiling = min(ceiling, before) }
      case .delete, .deleteGroupCard:
        break
      case nil:
        if let local = item.local, item.decision.record?.localDigest != local.digest {
          ceiling = min(ceiling, local.stamp - 1)
        }
      }
    }
  }
}

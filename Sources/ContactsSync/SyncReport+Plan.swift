import ContactsDomain

extension SyncReport {
  /// Adds what `plan` counts, skips and says.
  mutating func add(_ plan: SyncPlan) {
    counts = counts + plan.counts
    skipped += plan.skipped
    stillSkipped += plan.stillSkipped
    notices += plan.notices
  }
}

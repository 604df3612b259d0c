import ContactsDomain

/// One account's sync, as printed.
struct SyncJSON: Encodable {
  let account: String
  let summary: String
  let dryRun: Bool
  let counts: SyncCounts
  let skipped: [String]
  let notices: [String]

  init(account: String, report: SyncReport) {
    self.account = account
    summary = report.summary
    dryRun = report.isDryRun
    counts = report.counts
    skipped = report.skipped
    notices = report.notices
  }

  /// The summary line, then the skipped cards and the notices, indented.
  var text: String {
    ([summary] + skipped.map { "  skipped: \($0)" } + notices.map { "  note: \($0)" })
      .joined(separator: "\n")
  }
}

import ContactsDomain
import ContactsPresentation

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

  /// The summary line, then the skipped cards and the notices, indented, each cut as a summary
  /// line is (`ShownText`); the JSON keeps them whole.
  var text: String {
    let skippedLines = skipped.map { "  skipped: " + ShownText.summary($0) }
    let noticeLines = notices.map { "  note: " + ShownText.summary($0) }
    return ([summary] + skippedLines + noticeLines).joined(separator: "\n")
  }
}

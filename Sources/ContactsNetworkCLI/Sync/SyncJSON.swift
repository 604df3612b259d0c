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
  /// The report itself, for the lines the terminal prints; not part of the JSON.
  private let report: SyncReport

  private enum CodingKeys: String, CodingKey {
    case account, summary, dryRun, counts, skipped, notices
  }

  init(account: String, report: SyncReport) {
    self.account = account
    summary = report.summary
    dryRun = report.isDryRun
    counts = report.counts
    skipped = report.skipped
    notices = report.notices
    self.report = report
  }

  /// The summary line, then the report's lines (`SyncReport.reportLines`), indented, each cut as
  /// a summary line is (`ShownText`); the JSON keeps them whole.
  var text: String {
    ([summary] + report.reportLines.map { "  " + ShownText.summary($0) }).joined(separator: "\n")
  }
}

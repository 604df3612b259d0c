import ContactsDomain
import ContactsPresentation

/// One account's sync, as printed.
struct SyncJSON: Encodable {
  let account: String
  let summary: String
  let dryRun: Bool
  let counts: SyncCounts
  let skipped: [String]
  let stillSkipped: Int
  let notices: [String]
  /// The report itself, for the lines the terminal prints; not part of the JSON.
  private let report: SyncReport

  private enum CodingKeys: String, CodingKey {
    case account, summary, dryRun, counts, skipped, stillSkipped, notices
  }

  init(account: String, report: SyncReport) {
    self.account = account
    summary = report.summary
    dryRun = report.isDryRun
    counts = report.counts
    skipped = report.skipped
    stillSkipped = report.stillSkipped
    notices = report.notices
    self.report = report
  }

  /// The account and what its sync did in the page's words (`SyncReport.sentence`), then the
  /// report's lines (`SyncReport.lines(listing:)`), indented, each cut as a summary line is
  /// (`ShownText`); the JSON keeps its `summary` line of counts and the lines whole.
  var text: String {
    (["\(account): \(report.sentence)"]
      + report.lines(listing: .statusCommand).map { "  " + ShownText.summary($0) })
      .joined(separator: "\n")
  }
}

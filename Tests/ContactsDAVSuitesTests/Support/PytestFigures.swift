/// What pytest's last line says: "1 failed, 33 passed, 2 skipped in 5.06s".
struct PytestFigures: Equatable, CustomStringConvertible {
  var passed = 0
  var failed = 0
  var skipped = 0
  var errors = 0

  /// The figures of the last summary line in `summary`; nil when there is none.
  init?(summary: String) {
    guard
      let line = summary.split(separator: "\n").last(where: {
        $0.contains(" in ") && ($0.contains("passed") || $0.contains("failed"))
      })
    else { return nil }
    for match in line.matches(of: /(\d+) (passed|failed|skipped|errors?)/) {
      let count = Int(match.output.1)!
      switch match.output.2 {
      case "passed": passed = count
      case "failed": failed = count
      case "skipped": skipped = count
      default: errors = count
      }
    }
  }

  init(passed: Int, failed: Int, skipped: Int) {
    self.passed = passed
    self.failed = failed
    self.skipped = skipped
  }

  var description: String {
    "\(passed) passed, \(failed) failed, \(skipped) skipped, \(errors) errors"
  }
}

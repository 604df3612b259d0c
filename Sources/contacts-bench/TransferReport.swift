import Foundation

/// The transfer results as a Markdown table: cards per second, each build beside bare SQL.
enum TransferReport {
  static func markdown(_ result: TransferResult) -> String {
    let count = result.cards.formatted()
    var lines = [
      "| \(count) cards | bare SQL | MVVM | VIPER | MVVM / SQL | VIPER / SQL | VIPER / MVVM |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for (operation, title) in [
      ("import", "import (parse + store, one transaction, empty database)"),
      ("export", "export (read + write)"),
    ] {
      let (sql, mvvm, viper) = (
        result.medians["\(operation) sql"] ?? .nan, result.medians["\(operation) mvvm"] ?? .nan,
        result.medians["\(operation) viper"] ?? .nan
      )
      lines.append(
        "| \(title) | \(rate(result.cards, sql)) | \(rate(result.cards, mvvm)) "
          + "| \(rate(result.cards, viper)) | \(ratio(mvvm, sql)) | \(ratio(viper, sql)) "
          + "| \(ratio(viper, mvvm)) |")
    }
    lines += [
      "",
      "Cards per second (median seconds of \(result.repetitions) runs); ratios compare times. "
        + "The file: \(String(format: "%.1f", Double(result.fileBytes) / 1_048_576)) MiB of "
        + "vCard 4.0. Parsing it alone: \(rate(result.cards, result.medians["parse"] ?? .nan)).",
      "Bare SQL import inserts the same rows, parsed and with their sort keys and search text "
        + "computed, in one transaction, through statements prepared once, the search index "
        + "filled in one statement after them; bare SQL export reads "
        + "them in list order without writing vCards.",
      "Peak memory of the measuring process: \(String(format: "%.1f", result.peakMemoryMiB)) MiB.",
    ]
    return lines.joined(separator: "\n")
  }

  private static func rate(_ cards: Int, _ seconds: Double) -> String {
    String(format: "%@/s (%.2f s)", Int((Double(cards) / seconds).rounded()).formatted(), seconds)
  }

  private static func ratio(_ value: Double, _ base: Double) -> String {
    String(format: "%.2f", value / base)
  }
}

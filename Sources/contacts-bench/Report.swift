import Foundation

/// The results as a Markdown table: every figure beside bare SQL, and VIPER beside MVVM.
enum Report {
  static func markdown(_ results: [SizeResult]) -> String {
    var lines = [
      "| contacts | operation | bare SQL | MVVM | VIPER | MVVM / SQL | VIPER / SQL | VIPER / MVVM |",
      "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for result in results {
      for operation in result.operations {
        let (sql, mvvm, viper) = (
          operation.sql.median, operation.mvvm.median, operation.viper.median
        )
        lines.append(
          "| \(result.size.formatted()) | \(operation.name) | \(ms(operation.sql)) | \(ms(operation.mvvm)) "
            + "| \(ms(operation.viper)) | \(ratio(mvvm, sql)) | \(ratio(viper, sql)) "
            + "| \(ratio(viper, mvvm)) |")
      }
    }
    lines.append("")
    lines.append("Median (p95) in milliseconds. Peak memory of the measuring process:")
    for result in results {
      lines.append(
        "- \(result.size.formatted()) contacts: \(String(format: "%.1f", result.peakMemoryMiB)) MiB"
      )
    }
    return lines.joined(separator: "\n")
  }

  private static func ms(_ timing: Timing) -> String {
    String(format: "%.3f (%.3f)", timing.median, timing.p95)
  }

  private static func ratio(_ value: Double, _ base: Double) -> String {
    String(format: "%.2f", value / base)
  }
}

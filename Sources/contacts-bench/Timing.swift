import Foundation

/// Medians and 95th percentiles of repeated runs, in milliseconds.
struct Timing: Codable {
  let median: Double
  let p95: Double

  /// Runs `body` `repetitions` times after two untimed warm-up runs.
  static func measure(_ repetitions: Int, _ body: () async throws -> Void) async rethrows -> Timing
  {
    for _ in 0..<2 { try await body() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let elapsed = try await clock.measure { try await body() }
      samples.append(
        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    return Timing(
      median: samples[samples.count / 2],
      p95: samples[min(samples.count - 1, Int(Double(samples.count) * 0.95))])
  }
}

/// One operation measured three ways.
struct OperationResult: Codable {
  let name: String
  let sql: Timing
  let mvvm: Timing
  let viper: Timing
}

/// Everything measured at one size.
struct SizeResult: Codable {
  let size: Int
  let operations: [OperationResult]
  /// The measuring process's peak resident memory, in MiB.
  let peakMemoryMiB: Double
}

/// The peak resident set size of this process, in MiB (Linux reports kilobytes).
func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

import Foundation

/// Medians and 95th percentiles of repeated runs, in milliseconds.
struct Timing: Codable {
  let median: Double
  let p95: Double

  /// Runs each body `repetitions` times, taking turns so that whatever else the machine does
  /// weighs on all of them alike, after two untimed warm-up rounds.
  static func interleaved(_ repetitions: Int, _ bodies: [() async throws -> Void]) async throws
    -> [Timing]
  {
    for _ in 0..<2 { for body in bodies { try await body() } }
    let clock = ContinuousClock()
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<repetitions {
      for (index, body) in bodies.enumerated() {
        let elapsed = try await clock.measure { try await body() }
        samples[index].append(
          Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
      }
    }
    return samples.map { Timing(sorted: $0.sorted()) }
  }

  private init(sorted samples: [Double]) {
    median = samples[samples.count / 2]
    p95 = samples[min(samples.count - 1, Int(Double(samples.count) * 0.95))]
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

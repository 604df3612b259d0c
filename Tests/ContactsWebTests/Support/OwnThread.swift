import Foundation
import Testing

/// Runs each test of a suite, and every task its in-process server starts, on a thread of its
/// own rather than on the cooperative pool.
///
/// The whole suite runs at once on two cores: hundreds of tests' tasks share the pool's two
/// threads, and a live server's answer could wait behind them past HummingbirdTesting's fixed
/// 20-second read timeout ("I/O on closed channel"). The server's connection tasks are child
/// tasks, so they inherit the preference; the kernel shares the cores between this thread and
/// the pool's fairly.
struct OwnThread: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(ThreadExecutor()) { try await function() }
  }
}

extension Trait where Self == OwnThread {
  /// Each test, and its server, on a thread of its own (see `OwnThread`).
  static var onItsOwnThread: Self { Self() }
}

/// A task executor with one thread, which runs the jobs given to it in turn, for as long as the
/// process lives (a job may come after its test ends: a connection closing). One per test, so a
/// test that blocks its thread holds up no other.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  // Guarded by `condition`.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init() {
    let thread = Thread { [self] in run() }
    thread.name = "live server tests"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

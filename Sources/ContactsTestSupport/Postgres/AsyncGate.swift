/// Lets at most `limit` callers in at once; the others wait their turn, first come first
/// served: how many `psql` the tests run on one server at once.
actor AsyncGate {
  private let limit: Int
  private var inside = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = limit
  }

  /// Runs `body` once a place is free, and frees it after.
  func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    if inside < limit {
      inside += 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
    defer {
      if waiting.isEmpty { inside -= 1 } else { waiting.removeFirst().resume() }
    }
    return try await body()
  }
}

import Foundation

/// What a `ChildProcess` printed, read from its two pipes as it comes (so a chatty program never
/// blocks on a full pipe), and its end: the program's exit and both pipes closed. Waits on the
/// end are told when it comes, with a deadline; none polls.
final class ChildStreams: @unchecked Sendable {
  enum Stream {
    case output, error
  }

  /// The lines of both streams, as they come.
  let lines: AsyncStream<String>
  private let lineSink: AsyncStream<String>.Continuation

  /// Guards everything below; waited on by `waitForEnd` and `waitForExit`.
  private let condition = NSCondition()
  private var bytes: [Stream: Data] = [.output: Data(), .error: Data()]
  private var combinedBytes = Data()
  private var pendingLine: [Stream: Data] = [.output: Data(), .error: Data()]
  private var open: Set<Stream> = [.output, .error]
  private var status: Int32?
  private var endedOnSignal = false
  private var waiters: [Waiter] = []

  private struct Waiter {
    let forEnd: Bool
    let resume: @Sendable (Bool) -> Void
  }

  init() {
    (lines, lineSink) = AsyncStream.makeStream(of: String.self)
  }

  /// A pipe for `stream`, read as data arrives.
  func pipe(_ stream: Stream) -> Pipe {
    let pipe = Pipe()
    pipe.fileHandleForReading.readabilityHandler = { [self] handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        closed(stream)
      } else {
        received(data, on: stream)
      }
    }
    return pipe
  }

  func exited(status: Int32, reason: Process.TerminationReason) {
    changeState {
      self.status = status
      endedOnSignal = reason == .uncaughtSignal
    }
  }

  /// The program never started: nothing will come.
  func notStarted() {
    changeState {
      status = -1
      open = []
    }
  }

  var result: ChildProcessResult {
    condition.withLock {
      ChildProcessResult(
        status: status ?? -1, standardOutput: String(decoding: bytes[.output]!, as: UTF8.self),
        standardError: String(decoding: bytes[.error]!, as: UTF8.self))
    }
  }

  var combined: String { condition.withLock { String(decoding: combinedBytes, as: UTF8.self) } }

  var endedBySignal: Bool { condition.withLock { endedOnSignal } }

  /// Blocks until the program has ended and closed its output; false after `deadline`.
  func waitForEnd(within deadline: Duration) -> Bool { block(forEnd: true, deadline) }

  /// Blocks until the program has exited; false after `deadline`.
  func waitForExit(within deadline: Duration) -> Bool { block(forEnd: false, deadline) }

  /// Waits, holding no thread, until the program has ended and closed its output; false after
  /// `deadline`.
  func end(within deadline: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      let once = Once { continuation.resume(returning: $0) }
      let done = condition.withLock {
        if isDone(forEnd: true) { return true }
        waiters.append(Waiter(forEnd: true, resume: once.resume))
        return false
      }
      if done { return once.resume(true) }
      DispatchQueue.global().asyncAfter(deadline: .now() + deadline.seconds) { once.resume(false) }
    }
  }

  private func block(forEnd: Bool, _ deadline: Duration) -> Bool {
    let limit = Date(timeIntervalSinceNow: deadline.seconds)
    return condition.withLock {
      while !isDone(forEnd: forEnd) {
        if !condition.wait(until: limit) { return isDone(forEnd: forEnd) }
      }
      return true
    }
  }

  private func isDone(forEnd: Bool) -> Bool {
    status != nil && (!forEnd || open.isEmpty)
  }

  private func received(_ data: Data, on stream: Stream) {
    let complete = condition.withLock { () -> [Data] in
      bytes[stream]!.append(data)
      combinedBytes.append(data)
      var pending = pendingLine[stream]! + data
      var lines: [Data] = []
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(pending[pending.startIndex..<newline])
        pending = pending[(newline + 1)...]
      }
      pendingLine[stream] = Data(pending)
      return lines
    }
    for line in complete { lineSink.yield(String(decoding: line, as: UTF8.self)) }
  }

  private func closed(_ stream: Stream) {
    let last = condition.withLock { pendingLine[stream]! }
    if !last.isEmpty { lineSink.yield(String(decoding: last, as: UTF8.self)) }
    changeState { open.remove(stream) }
    if condition.withLock({ open.isEmpty }) { lineSink.finish() }
  }

  /// Applies `change` and tells every waiter whose wait is over.
  private func changeState(_ change: () -> Void) {
    let ready = condition.withLock { () -> [Waiter] in
      change()
      condition.broadcast()
      let ready = waiters.filter { isDone(forEnd: $0.forEnd) }
      waiters.removeAll { isDone(forEnd: $0.forEnd) }
      return ready
    }
    for waiter in ready { waiter.resume(true) }
  }
}

/// A continuation resumed by whichever comes first, the event or its deadline.
private final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var body: ((Bool) -> Void)?

  init(_ body: @escaping (Bool) -> Void) {
    self.body = body
  }

  @Sendable func resume(_ value: Bool) {
    let body = lock.withLock { () -> ((Bool) -> Void)? in
      defer { self.body = nil }
      return self.body
    }
    body?(value)
  }
}

extension Duration {
  /// The duration in seconds, for the APIs that take a `TimeInterval`.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

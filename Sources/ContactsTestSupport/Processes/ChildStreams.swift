import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a `ChildProcess` printed, read from its two pipes as it comes (so a chatty program never
/// blocks on a full pipe), and its end: both pipes closed and the program exited. Waits on the
/// end are told when it comes, with a deadline; none polls.
final class ChildStreams: @unchecked Sendable {
  enum Stream {
    case output, error
  }

  /// How a program ended: its exit status, or the signal that ended it.
  struct Exit {
    let status: Int32
    let bySignal: Bool
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
  private var pid: pid_t?
  private var exit: Exit?
  /// Told `true` at the end.
  private var waiters: [@Sendable (Bool) -> Void] = []

  init() {
    (lines, lineSink) = AsyncStream.makeStream(of: String.self)
  }

  /// Reads `output` and `error` on a thread of its own until both close, and waits for `pid` to
  /// exit on another. Threads, not dispatch sources: a test blocking the pool's few threads on
  /// `waitForEnd` must not keep the output it waits for from being read.
  func watch(output: Int32, error: Int32, of pid: pid_t) {
    condition.withLock { self.pid = pid }
    Thread { [self] in
      drain([(output, .output), (error, .error)])
      close(output)
      close(error)
    }.start()
    Thread { [self] in
      // Waits without reaping, then reaps under the lock: `signal` never reaches a process id
      // the system has already given to another program.
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
      changeState {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        exit =
          signal == 0
          ? Exit(status: (status >> 8) & 0xff, bySignal: false)
          : Exit(status: signal, bySignal: true)
      }
    }.start()
  }

  /// Sends `signal` to the program unless it has already ended.
  func signal(_ signal: Int32) {
    condition.withLock {
      if exit == nil, let pid { _ = kill(pid, signal) }
    }
  }

  /// Stops the program (SIGSTOP) unless it has ended, runs `body` with its id once it is stopped
  /// (it starts nothing and reaps nothing meanwhile, so its children's ids stay theirs), then
  /// sends it SIGKILL. All under the lock, so its own id is not reaped under `body` either.
  func killStopped(_ body: (pid_t) -> Void) {
    condition.withLock {
      guard exit == nil, let pid else { return }
      _ = kill(pid, SIGSTOP)
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WSTOPPED | WEXITED | WNOWAIT) != 0 && errno == EINTR {}
      body(pid)
      _ = kill(pid, SIGKILL)
    }
  }

  /// How it ended; nil while it runs.
  var ended: Exit? { condition.withLock { exit } }

  /// Blocks until the program has exited (its output may still be open); false after `deadline`.
  func waitForExit(within deadline: Duration) -> Bool {
    wait(within: deadline) { exit != nil }
  }

  /// Reads the descriptors as data comes until each is closed.
  private func drain(_ sources: [(descriptor: Int32, stream: Stream)]) {
    var watched = sources.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while watched.contains(where: { $0.fd >= 0 }) {
      guard poll(&watched, nfds_t(watched.count), -1) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
        watched[index].revents = 0
        let count = Foundation.read(watched[index].fd, &buffer, buffer.count)
        if count > 0 {
          received(Data(buffer[0..<count]), on: sources[index].stream)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          watched[index].fd = -1
          closed(sources[index].stream)
        }
      }
    }
  }

  var result: ChildProcessResult {
    condition.withLock {
      ChildProcessResult(
        status: exit?.status ?? -1,
        standardOutput: String(decoding: bytes[.output]!, as: UTF8.self),
        standardError: String(decoding: bytes[.error]!, as: UTF8.self))
    }
  }

  var combined: String { condition.withLock { String(decoding: combinedBytes, as: UTF8.self) } }

  /// Blocks until the program has ended and closed its output; false after `deadline`.
  func waitForEnd(within deadline: Duration) -> Bool {
    wait(within: deadline) { hasEnded }
  }

  /// Whether the program has exited and closed its output; under the lock.
  private var hasEnded: Bool { exit != nil && open.isEmpty }

  private func wait(within deadline: Duration, until done: () -> Bool) -> Bool {
    let limit = Date(timeIntervalSinceNow: deadline.seconds)
    return condition.withLock {
      while !done() {
        if !condition.wait(until: limit) { return done() }
      }
      return true
    }
  }

  /// Waits, holding no thread, until the program has ended and closed its output; false after
  /// `deadline`.
  func end(within deadline: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      let once = Once { continuation.resume(returning: $0) }
      let done = condition.withLock {
        if hasEnded { return true }
        waiters.append(once.resume)
        return false
      }
      if done { return once.resume(true) }
      DispatchQueue.global().asyncAfter(deadline: .now() + deadline.seconds) { once.resume(false) }
    }
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
    let ready = condition.withLock { () -> [@Sendable (Bool) -> Void] in
      change()
      condition.broadcast()
      guard hasEnded else { return [] }
      defer { waiters = [] }
      return waiters
    }
    for waiter in ready { waiter(true) }
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

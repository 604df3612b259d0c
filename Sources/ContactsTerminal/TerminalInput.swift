import Foundation
import Glibc

/// Reads the terminal's keys and the signals a full-screen program answers on one thread of its
/// own, blocked in `poll` on standard input and on a pipe the signal handlers write the signal's
/// number to (the self-pipe trick: a handler may only do async-signal-safe work).
public enum TerminalInput {
  /// How long an Esc waits for the rest of a sequence before it is a key of its own.
  static let escapeWait: Int32 = 30

  static let handled = [SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Starts reading `input`; each key and signal goes to `send`, from the reading thread.
  public static func start(
    input: Int32 = STDIN_FILENO, send: @escaping @Sendable (TerminalEvent) -> Void
  ) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
    signalPipe = ends[1]
    for signal in handled {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(TerminalInput.signalPipe, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_RESTART)
      sigaction(signal, &action, nil)
    }
    let signals = ends[0]
    let thread = Thread { read(input, signals: signals, send: send) }
    thread.name = "terminal input"
    thread.start()
  }

  private static func read(
    _ input: Int32, signals: Int32, send: @Sendable (TerminalEvent) -> Void
  ) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.hasPending ? escapeWait : -1)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        for key in decoder.flush() { send(.key(key)) }
        continue
      }
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        let count = Glibc.read(signals, &buffer, buffer.count)
        for byte in buffer.prefix(max(count, 0)) { event(Int32(byte)).map(send) }
      }
      guard descriptors[0].revents != 0 else { continue }
      let count = Glibc.read(input, &buffer, buffer.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else {
        // End of input or an error: the terminal closed.
        send(.terminate(signal: SIGHUP))
        return
      }
      for key in decoder.feed(buffer.prefix(count)) { send(.key(key)) }
    }
  }

  /// The event a signal is.
  static func event(_ signal: Int32) -> TerminalEvent? {
    switch signal {
    case SIGWINCH: .resized
    case SIGTSTP: .suspend
    case SIGCONT: .continued
    case SIGINT, SIGTERM, SIGHUP, SIGQUIT: .terminate(signal: signal)
    default: nil
    }
  }

  // Set once before the handlers are installed; read by them.
  nonisolated(unsafe) static var signalPipe: Int32 = -1
}

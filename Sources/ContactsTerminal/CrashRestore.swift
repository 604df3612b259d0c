import Glibc

/// Puts the terminal back when the program traps or faults, where no `defer` runs: a signal
/// handler restores the saved settings and the main screen with async-signal-safe calls only,
/// then hands the signal to the handler that was there before (Swift's backtracer), or to the
/// default one.
enum CrashRestore {
  static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  static func install(_ settings: termios, input: Int32, output: Int32) {
    saved = settings
    savedInput = input
    savedOutput = output
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restore
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      var previousAction = sigaction()
      sigaction(signal, &action, &previousAction)
      previous[signal] = previousAction
    }
  }

  private static func restoreTerminal() {
    if var settings = saved { tcsetattr(savedInput, TCSANOW, &settings) }
    leaveBytes.withUnsafeBufferPointer { _ = write(savedOutput, $0.baseAddress, $0.count) }
  }

  private static let restore: @convention(c) (Int32) -> Void = { signal in
    CrashRestore.restoreTerminal()
    if var action = CrashRestore.previous[signal] {
      sigaction(signal, &action, nil)
    } else {
      Glibc.signal(signal, SIG_DFL)
    }
    raise(signal)
  }

  // Written once before any handler can run, read only by the handlers.
  nonisolated(unsafe) private static var saved: termios?
  nonisolated(unsafe) private static var savedInput: Int32 = STDIN_FILENO
  nonisolated(unsafe) private static var savedOutput: Int32 = STDOUT_FILENO
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
  private static let leaveBytes = Array(RawTerminal.leaveScreen.utf8)
}

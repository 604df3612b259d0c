import Glibc

/// The terminal in raw mode on the alternate screen, and back exactly as it was: `leave()` on
/// every way out the program controls (quit, a signal, a thrown error), `CrashRestore` on the
/// ones it does not (a trap or a fault), and `suspend()` for Ctrl-Z, which enters again on `fg`.
public final class RawTerminal {
  private let input: Int32
  private let output: Int32
  private var saved: termios
  /// True between `enter()` and `leave()`.
  public private(set) var isRaw = false

  /// The terminal on `input` and `output`, its settings saved; throws when `input` is no
  /// terminal.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
    var settings = termios()
    guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &settings) == 0 else {
      throw .notATerminal
    }
    self.input = input
    self.output = output
    saved = settings
    CrashRestore.install(saved, input: input, output: output)
  }

  /// Raw mode (each key as it is pressed, no echo, Ctrl-C and Ctrl-Z as keys), the alternate
  /// screen, the cursor hidden.
  public func enter() {
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSAFLUSH, &raw)
    write(Self.enterScreen)
    isRaw = true
  }

  /// The main screen and the settings saved at the start, back.
  public func leave() {
    write(Self.leaveScreen)
    tcsetattr(input, TCSAFLUSH, &saved)
    isRaw = false
  }

  /// Ctrl-Z: the terminal as it was, the process stopped; once continued (`fg`), raw again.
  /// The caller redraws the whole screen after.
  public func suspend() {
    leave()
    kill(getpid(), SIGSTOP)
    enter()
  }

  /// Writes `text` whole to the terminal.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(output, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return  // the terminal is gone (a hang-up): nothing more can be shown
        }
        offset += written
      }
    }
  }

  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"
  static let leaveScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal

  public var description: String {
    switch self {
    case .notATerminal: "contacts ui needs a terminal: its input and output must be one"
    }
  }
}

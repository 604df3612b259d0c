/// What happens to a full-screen program besides the data it shows.
public enum TerminalEvent: Equatable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (SIGWINCH).
  case resized
  /// Ctrl-Z, or SIGTSTP from elsewhere: leave the screen and stop until `fg`.
  case suspend
  /// The program was continued after a stop (SIGCONT): raw mode and the screen again.
  case continued
  /// The program is asked to end: SIGINT, SIGTERM, or SIGHUP and a terminal that closed.
  case terminate(signal: Int32)
}

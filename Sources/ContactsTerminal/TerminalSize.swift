import Glibc

/// The terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The size of the terminal on `descriptor`, else 24 by 80 (not a terminal, or one that
  /// does not say).
  public static func current(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return TerminalSize(rows: 24, columns: 80)
    }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }
}

/// The frame on the screen and what it takes to show the next one: only the lines that changed
/// are written (moved to, written, the rest of the line erased), so nothing flickers and a
/// keypress costs the bytes of the lines it changed.
public struct ScreenBuffer: Sendable {
  private var shown: [String]?
  private var size: TerminalSize?

  public init() {}

  /// Forgets what is on the screen: the next frame clears it and writes every line (after a
  /// resize, or when the program comes back from the background).
  public mutating func invalidate() {
    shown = nil
  }

  /// The bytes that turn the screen into `lines` (one string a row, each already fitted to the
  /// width, with its styles), the cursor left where `cursor` says (hidden when nil).
  public mutating func frame(
    _ lines: [String], size: TerminalSize, cursor: (row: Int, column: Int)? = nil
  ) -> String {
    var output = ""
    if shown == nil || self.size != size {
      output += "\u{1B}[H\u{1B}[2J"
      shown = []
    }
    let previous = shown ?? []
    for (row, line) in lines.prefix(size.rows).enumerated()
    where row >= previous.count || previous[row] != line {
      output += "\u{1B}[\(row + 1);1H\(line)\u{1B}[0m\u{1B}[K"
    }
    let kept = min(lines.count, size.rows)
    for row in kept..<max(kept, min(previous.count, size.rows)) {
      output += "\u{1B}[\(row + 1);1H\u{1B}[K"
    }
    if let cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    } else {
      output += "\u{1B}[?25l"
    }
    shown = Array(lines.prefix(size.rows))
    self.size = size
    return output
  }
}

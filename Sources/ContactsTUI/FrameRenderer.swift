import ContactsTerminal

/// Turns the view into the bytes of its next frame: painted, then only the changed lines.
struct FrameRenderer {
  let style: TerminalStyle
  private var buffer = ScreenBuffer()

  init(style: TerminalStyle) {
    self.style = style
  }

  /// Forgets the screen: the next frame is written whole.
  mutating func invalidate() {
    buffer.invalidate()
  }

  /// The bytes of the next frame of `view`.
  mutating func frame(_ view: TerminalView) -> String {
    let (lines, cursor) = ScreenPainter(view: view, style: style).paint()
    return buffer.frame(lines, size: view.size, cursor: cursor)
  }
}

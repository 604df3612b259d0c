import ContactsTerminal
import Testing

@Suite("A frame writes only the lines that changed")
struct ScreenBufferTests {
  private let size = TerminalSize(rows: 4, columns: 10)

  @Test func theFirstFrameClearsTheScreenAndWritesEveryLine() {
    var buffer = ScreenBuffer()
    let output = buffer.frame(["one", "two"], size: size)
    #expect(output.hasPrefix("\u{1B}[H\u{1B}[2J"))
    #expect(output.contains("\u{1B}[1;1Hone") && output.contains("\u{1B}[2;1Htwo"))
  }

  @Test func aFrameAfterItWritesOnlyTheChangedLines() {
    var buffer = ScreenBuffer()
    _ = buffer.frame(["one", "two", "three"], size: size)
    let output = buffer.frame(["one", "TWO", "three"], size: size)
    #expect(output == "\u{1B}[2;1HTWO\u{1B}[0m\u{1B}[K\u{1B}[?25l")
  }

  @Test func anUnchangedFrameWritesNoLine() {
    var buffer = ScreenBuffer()
    _ = buffer.frame(["one"], size: size)
    #expect(buffer.frame(["one"], size: size) == "\u{1B}[?25l")
  }

  @Test func linesNoLongerShownAreErased() {
    var buffer = ScreenBuffer()
    _ = buffer.frame(["one", "two"], size: size)
    #expect(buffer.frame(["one"], size: size) == "\u{1B}[2;1H\u{1B}[K\u{1B}[?25l")
  }

  @Test func aResizeOrAnInvalidatedScreenIsWrittenWhole() {
    var buffer = ScreenBuffer()
    _ = buffer.frame(["one"], size: size)
    #expect(buffer.frame(["one"], size: TerminalSize(rows: 5, columns: 10)).contains("one"))
    buffer.invalidate()
    #expect(buffer.frame(["one"], size: TerminalSize(rows: 5, columns: 10)).contains("\u{1B}[2J"))
  }

  @Test func theCursorIsShownWhereAFieldIsEdited() {
    var buffer = ScreenBuffer()
    let output = buffer.frame(["one"], size: size, cursor: (row: 0, column: 3))
    #expect(output.hasSuffix("\u{1B}[1;4H\u{1B}[?25h"))
  }
}

import ContactsTerminal
import Testing

@Suite("Colours only where the terminal has them and the person wants them")
struct TerminalStyleTests {
  private func colours(_ variables: [String: String]) -> Bool {
    TerminalStyle(environment: { variables[$0] }).colours
  }

  @Test func aTerminalWithATypeHasColours() {
    #expect(colours(["TERM": "xterm-256color"]))
    #expect(TerminalStyle(colours: true).accent("AL") == "\u{1B}[36mAL\u{1B}[39m")
  }

  @Test func noColorOrADumbOrUnknownTerminalHasNone() {
    #expect(!colours(["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(!colours(["TERM": "dumb"]))
    #expect(!colours([:]))
    #expect(TerminalStyle(colours: false).accent("AL") == "AL")
  }

  @Test func anEmptyNoColorAsksForNothing() {
    #expect(colours(["TERM": "xterm", "NO_COLOR": ""]))
  }
}

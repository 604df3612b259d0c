/// How text is marked on the screen: reverse video for the selection (every terminal has it),
/// colours only when the terminal has them and the person did not ask for none (`NO_COLOR`,
/// https://no-color.org; `TERM` unset or `dumb`).
public struct TerminalStyle: Sendable {
  /// True when colours are written.
  public let colours: Bool

  public init(colours: Bool) {
    self.colours = colours
  }

  /// The style `environment` allows (a variable's value by name).
  public init(environment: (String) -> String?) {
    let term = environment("TERM") ?? ""
    let noColour = !(environment("NO_COLOR") ?? "").isEmpty
    colours = !noColour && !term.isEmpty && term != "dumb"
  }

  /// `text` in reverse video: the selected row.
  public func selected(_ text: String) -> String {
    "\u{1B}[7m\(text)\u{1B}[27m"
  }

  /// `text` in bold: titles and the focused field's caption.
  public func bold(_ text: String) -> String {
    "\u{1B}[1m\(text)\u{1B}[22m"
  }

  /// `text` in the accent colour (the avatar), plain without colours.
  public func accent(_ text: String) -> String {
    colours ? "\u{1B}[36m\(text)\u{1B}[39m" : text
  }

  /// `text` in the colour of warnings (an alert's border), plain without colours.
  public func warning(_ text: String) -> String {
    colours ? "\u{1B}[31m\(text)\u{1B}[39m" : text
  }
}

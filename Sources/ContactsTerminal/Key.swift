/// A key a person pressed, as `KeyDecoder` reads it from the terminal's bytes.
public enum Key: Hashable, Sendable {
  /// A character typed, one Unicode scalar a key: a letter in any script, a digit, a sign; an
  /// emoji with a modifier or a letter with a combining mark comes as several, which join again
  /// when appended to the text typed.
  case character(Character)
  case up, down, left, right, home, end, pageUp, pageDown, delete
  case enter, escape, tab, backTab, backspace
  /// Ctrl with a letter: `.control("c")` for Ctrl-C.
  case control(Character)
}

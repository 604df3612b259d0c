/// How user text is shown where a line sums it up (a list row, a line of an import's or a
/// sync's report, a notice, an error): cut to a bound, and with the characters that would
/// reverse the rest of the line written out. Decided here once for the web pages and the
/// terminal; the whole text stays in the store, on the details page and in JSON output.
public enum ShownText {
  /// The most characters a summary line shows.
  public static let summaryLength = 200

  /// `text` cut to ``summaryLength`` characters when longer: its start and its end kept, the
  /// middle replaced by "…", so the reason at the end of a sentence about a long name shows.
  public static func summary(_ text: String) -> String {
    guard text.utf8.count > summaryLength, text.count > summaryLength else { return text }
    let tail = summaryLength / 4
    return text.prefix(summaryLength - tail - 1) + "…" + text.suffix(tail)
  }

  /// ``summary(_:)`` with each direction control written out: a line that quotes a name can
  /// then never be turned around by it.
  public static func summaryLine(_ text: String) -> String {
    let cut = summary(text)
    guard cut.unicodeScalars.contains(where: isDirectionControl) else { return cut }
    var line = ""
    for scalar in cut.unicodeScalars {
      if isDirectionControl(scalar) {
        line += written(scalar)
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// `scalar` as visible text, such as `<U+202E>`.
  public static func written(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }

  /// True for the marks, embeddings, overrides and isolates that change the order in which
  /// text reads.
  public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
    directionControls.contains(scalar.value)
  }

  private static let directionControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
    0x2069,
  ]
}

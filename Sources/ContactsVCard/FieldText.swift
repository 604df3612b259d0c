/// Trimming and uppercasing without bridging to `NSString`.
///
/// Details are matched with the form by `==` on trimmed text: Swift compares strings by canonical
/// equivalence, so "é" typed as one or two scalars matches, as `ContactDraft`'s NFC would.
enum FieldText {
  /// `text` without white space or line breaks at either end (the set Foundation calls
  /// `whitespacesAndNewlines`), as `ContactDraft` trims. What the writer writes for `FN` and `ORG`.
  static func trimmed(_ text: String) -> String {
    // Printable ASCII at both ends: nothing to trim, and no scalar to decode.
    let printable = UInt8(ascii: "!")...UInt8(ascii: "~")
    if let first = text.utf8.first, let last = text.utf8.last, printable.contains(first),
      printable.contains(last)
    {
      return text
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// `text.uppercased()`, at no cost when nothing in it is at or after `a` in ASCII, as property
  /// and parameter names are mostly written.
  static func uppercased(_ text: String) -> String {
    text.utf8.contains { $0 >= UInt8(ascii: "a") } ? text.uppercased() : text
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80
      ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }
}

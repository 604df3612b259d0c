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

  /// Whether `scalar` is white space (Unicode's `White_Space`), spelt out rather than looked up:
  /// the property look-up cost more than the rest of trimming a name. A test holds the list to
  /// the property.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }
}

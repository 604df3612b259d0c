import Foundation

/// Trimming and normalizing on Unicode scalars, without bridging to `NSString` when it can.
enum FieldText {
  /// `text` without white space or line breaks at either end (the set Foundation calls
  /// `whitespacesAndNewlines`). What the writer writes for `FN` and `ORG`, and the reader expects.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// Trimmed and in NFC, as `ContactDraft` stores the text: how a detail is matched with the form.
  static func normalized(_ text: String) -> String {
    let trimmed = trimmed(text)
    // Below U+0300 no scalar combines or decomposes: the text is already in NFC.
    return trimmed.unicodeScalars.allSatisfy { $0.value < 0x300 }
      ? trimmed : trimmed.precomposedStringWithCanonicalMapping
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80
      ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }
}

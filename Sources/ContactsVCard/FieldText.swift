import Foundation

/// How the writer compares a detail with the form: as `ContactDraft` will store the text.
enum FieldText {
  /// Trimmed of blanks and line breaks, in NFC, as `ContactDraft` stores it.
  static func normalized(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.utf8.allSatisfy { $0 < 0x80 }
      ? trimmed : trimmed.precomposedStringWithCanonicalMapping
  }
}

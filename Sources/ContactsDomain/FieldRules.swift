import Foundation

/// The checks behind `ContactDraft`, one rule per kind of field.
enum FieldRules {
  static let maximumRows = 50
  static let maximumLabelLength = 40

  static func normalized(_ text: String) -> String {
    // NFC, so that "é" typed as one or two code points sorts and compares the same. Invisible
    // format characters at the ends go with the spaces: a zero-width space is no name.
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      // NFC text that starts and ends with a letter, digit, punctuation or symbol: no trimming.
      if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
        isShown(first), isShown(last), NativeText.isNFC(text)
      {
        return text
      }
      return text.precomposedStringWithCanonicalMapping.trimmingCharacters(
        in: CharacterSet.whitespacesAndNewlines.union(invisibleFormatCharacters))
    }
    // ASCII is NFC, and its blanks are these: the same answer without bridging to NSString.
    let isBlank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    let bytes = text.utf8
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Whether `scalar` is a letter, number, punctuation or symbol: never white space, a line
  /// break or a format character, which trimming takes away.
  private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII is all letters, digits, punctuation and symbols.
    if (0x21...0x7E).contains(scalar.value) { return true }
    return switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }

  private static let invisibleFormatCharacters = CharacterSet(
    charactersIn: "\u{200B}\u{2060}\u{FEFF}\u{00AD}")

  /// `text` with every CRLF and lone CR made LF: browsers send a textarea's line breaks as CRLF.
  static func unifiedLineBreaks(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: "\r", with: "\n")
  }

  /// True when nothing of `text` shows: spaces, format characters (joiners, direction marks),
  /// default-ignorable code points (fillers, variation selectors) and the blank braille pattern.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      // In ASCII only white space is blank: no property look-up for most names' first letter.
      guard !scalar.isASCII else { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
      return scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || scalar.properties.generalCategory == .format || scalar == "\u{2800}"
    }
  }

  static func checked(
    _ text: String, _ field: ContactField, limit: Int, allowsNewlines: Bool = false
  ) throws(ContactValidationError) -> String {
    // Scalars are bounded too: one character may carry any number of combining marks.
    // No more bytes than the limit means no more characters or scalars: no need to count them.
    guard
      text.utf8.count <= limit || (text.count <= limit && text.unicodeScalars.count <= limit * 4)
    else {
      throw .tooLong(field, limit: limit)
    }
    var text = text
    let refused = text.withUTF8 { isRefused($0, allowsNewlines: allowsNewlines) }
    guard !refused else { throw .controlCharacter(field) }
    return text
  }

  /// Whether `bytes` (valid UTF-8) hold a scalar `checked` refuses: a control character (but a
  /// line break or tab where `allowsNewlines`), a line or paragraph separator (unless
  /// `allowsNewlines`), or a bidirectional control. Each of them has a UTF-8 spelling of its own,
  /// so the bytes tell, without decoding a scalar or looking up a property: the controls are
  /// U+0000–U+001F, U+007F and U+0080–U+009F (C2 80–C2 9F), the separators U+2028 and U+2029
  /// (E2 80 A8, E2 80 A9), the embeddings and overrides U+202A–U+202E (E2 80 AA–AE) and the
  /// isolates U+2066–U+2069 (E2 81 A6–A9). A test holds this to Unicode's categories.
  static func isRefused(_ bytes: UnsafeBufferPointer<UInt8>, allowsNewlines: Bool) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte >= 0x20 && byte < 0x7F {
        index += 1
        continue
      }
      switch byte {
      case 0x0A, 0x09: if !allowsNewlines { return true }
      case ..<0x20, 0x7F: return true
      // Valid UTF-8: a lead byte is followed by as many continuation bytes as it says.
      case 0xC2: if bytes[index + 1] < 0xA0 { return true }
      case 0xE2:
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        if second == 0x80 && (0xA8...0xAE).contains(third) {
          if third >= 0xAA || !allowsNewlines { return true }
        } else if second == 0x81 && (0xA6...0xA9).contains(third) {
          return true
        }
      default: break
      }
      index += 1
    }
    return false
  }

  static func phones(_ rows: [LabeledValue], origin: ContactDraft.Origin)
    throws(ContactValidationError) -> [LabeledValue]
  {
    let own = ownValues(origin) { $0.phones }
    return try labeled(rows, .phone, defaultLabel: "mobile", own: own, origin: origin) {
      number throws(ContactValidationError) in
      guard PhoneNumber.isPlausible(number) else { throw .invalidPhone(number) }
    }
  }

  static func emails(_ rows: [LabeledValue], origin: ContactDraft.Origin)
    throws(ContactValidationError) -> [LabeledValue]
  {
    let own = ownValues(origin) { $0.emails }
    return try labeled(rows, .email, defaultLabel: "home", own: own, origin: origin) {
      address throws(ContactValidationError) in
      guard EmailAddress.isPlausible(address) else { throw .invalidEmail(address) }
    }
  }

  /// The values the edited contact already has: kept as they are, never checked again.
  private static func ownValues(
    _ origin: ContactDraft.Origin, _ values: (Contact) -> [LabeledValue]
  ) -> Set<String> {
    guard case .edit(let contact) = origin else { return [] }
    return Set(values(contact).map(\.value))
  }

  /// The rows with a value, checked as typed input unless imported or already the contact's own;
  /// only typed rows get `defaultLabel` when they have none.
  private static func labeled(
    _ rows: [LabeledValue], _ field: ContactField, defaultLabel: String, own: Set<String>,
    origin: ContactDraft.Origin, check: (String) throws(ContactValidationError) -> Void
  ) throws(ContactValidationError) -> [LabeledValue] {
    var result: [LabeledValue] = []
    for row in rows {
      let value = normalized(row.value)
      guard !value.isEmpty else { continue }
      let checkedValue = try checked(value, field, limit: 254)
      let isTyped = origin != .imported && !own.contains(value)
      if isTyped { try check(checkedValue) }
      let label = try checked(normalized(row.label), .label, limit: maximumLabelLength)
      result.append(
        LabeledValue(label: label.isEmpty && isTyped ? defaultLabel : label, value: value))
    }
    guard result.count <= maximumRows else { throw .tooMany(field, limit: maximumRows) }
    return result
  }
}

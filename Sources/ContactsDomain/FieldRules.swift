import Foundation

/// The checks behind `ContactDraft`, one rule per kind of field.
enum FieldRules {
  static let maximumRows = 50
  static let maximumLabelLength = 40

  static func normalized(_ text: String) -> String {
    // NFC, so that "é" typed as one or two code points sorts and compares the same.
    text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
  }

  static func checked(
    _ text: String, _ field: ContactField, limit: Int, allowsNewlines: Bool = false
  ) throws(ContactValidationError) -> String {
    guard text.count <= limit else { throw .tooLong(field, limit: limit) }
    let refused = text.unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control && !(allowsNewlines && scalar == "\n")
    }
    guard !refused else { throw .controlCharacter(field) }
    return text
  }

  static func phones(_ rows: [LabeledValue]) throws(ContactValidationError) -> [LabeledValue] {
    try labeled(rows, .phone, defaultLabel: "mobile") { number throws(ContactValidationError) in
      guard PhoneNumber.isPlausible(number) else { throw .invalidPhone(number) }
    }
  }

  static func emails(_ rows: [LabeledValue]) throws(ContactValidationError) -> [LabeledValue] {
    try labeled(rows, .email, defaultLabel: "home") { address throws(ContactValidationError) in
      guard EmailAddress.isPlausible(address) else { throw .invalidEmail(address) }
    }
  }

  private static func labeled(
    _ rows: [LabeledValue], _ field: ContactField, defaultLabel: String,
    check: (String) throws(ContactValidationError) -> Void
  ) throws(ContactValidationError) -> [LabeledValue] {
    var result: [LabeledValue] = []
    for row in rows {
      let value = normalized(row.value)
      guard !value.isEmpty else { continue }
      try check(try checked(value, field, limit: 254))
      let label = try checked(normalized(row.label), .label, limit: maximumLabelLength)
      result.append(LabeledValue(label: label.isEmpty ? defaultLabel : label, value: value))
    }
    guard result.count <= maximumRows else { throw .tooMany(field, limit: maximumRows) }
    return result
  }
}

import ContactsDomain
import ContactsVCard
import Foundation

/// A part of a card that sync merges on its own: two sides may edit different fields of one
/// card and both edits are kept.
public enum SyncField: String, CaseIterable, Sendable {
  case firstName = "first name"
  case lastName = "last name"
  case phones
  case emails
  case organization
  case note
  /// Everything the app does not model (birthday, address, photo…), taken as one field.
  case otherProperties = "other properties"

  /// The field's value in `card`, as text: what conflicts keep.
  func value(in card: ComparedCard) -> String {
    switch self {
    case .firstName: card.form.firstName
    case .lastName: card.form.lastName
    case .phones: Self.encode(card.form.phones)
    case .emails: Self.encode(card.form.emails)
    case .organization: card.form.organization
    case .note: card.form.note
    case .otherProperties: card.extras
    }
  }

  /// Two values of this field say the same thing.
  func same(_ one: String, _ other: String) -> Bool {
    self == .otherProperties
      ? VCardFormat.canonicalExtras(one) == VCardFormat.canonicalExtras(other) : one == other
  }

  /// Whether `value` says nothing.
  func isEmpty(_ value: String) -> Bool {
    value.isEmpty || value == "[]"
  }

  /// Sets this field of `card` to `value` (text from `value(in:)`).
  func set(_ value: String, in card: inout ComparedCard) {
    switch self {
    case .firstName: card.form.firstName = value
    case .lastName: card.form.lastName = value
    case .phones: card.form.phones = Self.decode(value)
    case .emails: card.form.emails = Self.decode(value)
    case .organization: card.form.organization = value
    case .note: card.form.note = value
    case .otherProperties: card.extras = value
    }
  }

  /// `value` as a person reads it.
  public func display(_ value: String) -> String {
    switch self {
    case .phones, .emails:
      let rows = Self.decode(value).map { $0.label.isEmpty ? $0.value : "\($0.label) \($0.value)" }
      return rows.isEmpty ? "(none)" : rows.joined(separator: ", ")
    case .otherProperties:
      let lines = VCardFormat.canonicalExtras(value).split(separator: "\n")
      return lines.isEmpty ? "(none)" : "\(lines.count) properties"
    default:
      return value.isEmpty ? "(none)" : value
    }
  }

  private static func encode(_ rows: [LabeledValue]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try! encoder.encode(rows), as: UTF8.self)
  }

  private static func decode(_ text: String) -> [LabeledValue] {
    (try? JSONDecoder().decode([LabeledValue].self, from: Data(text.utf8))) ?? []
  }
}

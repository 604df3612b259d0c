import ContactsDomain
import ContactsVCard
import Foundation

/// A part of a card that sync merges on its own: two sides may edit different fields of one
/// card and both edits are kept (a birthday edited on the phone, an address edited here).
public enum SyncField: String, CaseIterable, Sendable {
  case firstName = "first name"
  case lastName = "last name"
  case phones
  case emails
  case organization
  case note
  case namePrefix = "name prefix"
  case middleName = "middle name"
  case nameSuffix = "name suffix"
  case nickname
  case phoneticFirstName = "phonetic first name"
  case phoneticLastName = "phonetic last name"
  case jobTitle = "job title"
  case department
  case birthday
  case anniversary
  case addresses
  case webSites = "web sites"
  case chats
  case related = "related people"
  case groups
  /// Everything the app does not model (a photo, an `X-` property…), and how the card wrote
  /// what it models, taken as one field.
  case otherProperties = "other properties"

  /// The form's text field this field is, if it is one.
  private var text: WritableKeyPath<ContactForm, String>? {
    switch self {
    case .firstName: \.firstName
    case .lastName: \.lastName
    case .organization: \.organization
    case .note: \.note
    case .namePrefix: \.namePrefix
    case .middleName: \.middleName
    case .nameSuffix: \.nameSuffix
    case .nickname: \.nickname
    case .phoneticFirstName: \.phoneticFirstName
    case .phoneticLastName: \.phoneticLastName
    case .jobTitle: \.jobTitle
    case .department: \.department
    case .birthday: \.birthday
    case .anniversary: \.anniversary
    default: nil
    }
  }

  /// The form's labeled rows this field is, if it is some.
  private var rows: WritableKeyPath<ContactForm, [LabeledValue]>? {
    switch self {
    case .phones: \.phones
    case .emails: \.emails
    case .webSites: \.urls
    case .chats: \.chats
    case .related: \.related
    default: nil
    }
  }

  /// The field's value in `card`, as text: what conflicts keep.
  func value(in card: ComparedCard) -> String {
    if let path = text { return card.form[keyPath: path] }
    if let path = rows { return Self.encode(card.form[keyPath: path]) }
    switch self {
    case .addresses: return Self.encode(card.form.addresses)
    case .groups: return Self.encode(card.form.groups)
    default: return card.extras
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
    if let path = text {
      card.form[keyPath: path] = value
    } else if let path = rows {
      card.form[keyPath: path] = Self.decode(value)
    } else if self == .addresses {
      card.form.addresses = Self.decode(value)
    } else if self == .groups {
      card.form.groups = Self.decode(value)
    } else {
      card.extras = value
    }
  }

  /// `value` as a person reads it.
  public func display(_ value: String) -> String {
    let shown: [String]
    switch self {
    case _ where rows != nil:
      shown = (Self.decode(value) as [LabeledValue]).map {
        $0.label.isEmpty ? $0.value : "\($0.label) \($0.value)"
      }
    case .addresses:
      shown = (Self.decode(value) as [PostalAddress]).map { $0.lines.joined(separator: ", ") }
    case .groups:
      shown = Self.decode(value) as [String]
    case .otherProperties:
      let lines = VCardFormat.canonicalExtras(value).split(separator: "\n")
      return lines.isEmpty ? "(none)" : "\(lines.count) properties"
    default:
      return value.isEmpty ? "(none)" : value
    }
    return shown.isEmpty ? "(none)" : shown.joined(separator: ", ")
  }

  private static func encode<T: Encodable>(_ rows: [T]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Rows of text cannot fail to encode.
    return String(decoding: try! encoder.encode(rows), as: UTF8.self)
  }

  private static func decode<T: Decodable>(_ text: String) -> [T] {
    (try? JSONDecoder().decode([T].self, from: Data(text.utf8))) ?? []
  }
}

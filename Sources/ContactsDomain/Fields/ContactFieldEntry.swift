import Foundation

/// One field of a contact, said once: where the form holds it, how people read its name, and
/// what history, sync, the command line and the web form call it. `ContactFields.all` lists
/// every field; a front end that shows, edits or merges fields reads that list.
public struct ContactFieldEntry: Sendable {
  /// Where the form holds the field, and of what kind it is.
  public enum Value: Sendable {
    /// One line of text (a name, a job title).
    case text(WritableKeyPath<ContactForm, String> & Sendable)
    /// A date as `PartialDate` reads it ("1815-12-10", "12-10").
    case date(WritableKeyPath<ContactForm, String> & Sendable)
    /// Labeled rows (phones, web sites, chats).
    case rows(WritableKeyPath<ContactForm, [LabeledValue]> & Sendable)
    case addresses
    case groups
  }

  /// The field as validation sentences name it; its `rawValue` is the caption.
  public let field: ContactField
  /// The name history gives a change of it: "Name" for any part of the name.
  public let changeCaption: String
  /// What sync's merge and its conflicts call it ("job title"): stored with a conflict, so
  /// never renamed.
  public let mergeKey: String
  /// The long option `contacts add` and `edit` set it with ("job-title", "add-url"); nil when
  /// the command line sets it otherwise.
  public let option: String?
  /// The web form's field name and id, and the key of the stored details ("jobTitle").
  public let formName: String
  public let value: Value
  /// For a text detail: where `ContactDetails` holds it, and how long it may be.
  public let detail: TextDetail?
  /// Whether the details screen shows it on a row of its own (a part of the name is shown in
  /// the whole name instead).
  public let ownRow: Bool

  /// A text detail's place in `ContactDetails` and its longest length.
  public struct TextDetail: Sendable {
    public let path: WritableKeyPath<ContactDetails, String> & Sendable
    public let limit: Int
    /// `path`, read and written in place: what the store's details JSON and validation use on
    /// every card.
    package let stored: StoredProperty<ContactDetails, String>
    /// The form's field, read in place.
    package let formField: StoredProperty<ContactForm, String>
  }

  /// How people read the field's name: "Job title", "Phone".
  public var caption: String { field.rawValue }

  init(
    _ field: ContactField, _ value: Value, formName: String, mergeKey: String,
    option: String? = nil, change: String? = nil, detail: TextDetail? = nil, ownRow: Bool = true
  ) {
    self.field = field
    self.value = value
    self.formName = formName
    self.mergeKey = mergeKey
    self.option = option
    changeCaption = change ?? field.rawValue
    self.detail = detail
    self.ownRow = ownRow
  }

  /// A text detail held in both the form and `ContactDetails`, shown on a row of its own.
  static func text(
    _ field: ContactField, form: WritableKeyPath<ContactForm, String> & Sendable,
    details: WritableKeyPath<ContactDetails, String> & Sendable, name: String, mergeKey: String,
    option: String, limit: Int = 200, change: String? = nil, ownRow: Bool = true
  ) -> ContactFieldEntry {
    ContactFieldEntry(
      field, .text(form), formName: name, mergeKey: mergeKey, option: option, change: change,
      // Both are stored properties: ContactFieldsTests reads every text detail through them.
      detail: TextDetail(
        path: details, limit: limit, stored: StoredProperty(details)!,
        formField: StoredProperty(form)!), ownRow: ownRow)
  }

  /// Whether `one` and `other` hold the same value of this field.
  public func same(_ one: ContactForm, _ other: ContactForm) -> Bool {
    text(in: one) == text(in: other)
  }

  /// The field's value in `form` as text: a line as typed, rows as sorted-key JSON. What a
  /// merge compares and a conflict keeps.
  public func text(in form: ContactForm) -> String {
    switch value {
    case .text(let path), .date(let path): form[keyPath: path]
    case .rows(let path): Self.encode(form[keyPath: path])
    case .addresses: Self.encode(form.addresses)
    case .groups: Self.encode(form.groups)
    }
  }

  /// Sets this field of `form` to `text`, as `text(in:)` wrote it.
  public func set(_ text: String, in form: inout ContactForm) {
    switch value {
    case .text(let path), .date(let path): form[keyPath: path] = text
    case .rows(let path): form[keyPath: path] = Self.decode(text)
    case .addresses: form.addresses = Self.decode(text)
    case .groups: form.groups = Self.decode(text)
    }
  }

  /// `text`, as `text(in:)` wrote it, as a person reads it: "home 555-0100, work 555-0199";
  /// "(none)" when it is empty.
  public func display(_ text: String) -> String {
    let shown: [String]
    switch value {
    case .text, .date: return text.isEmpty ? "(none)" : text
    case .rows:
      shown = (Self.decode(text) as [LabeledValue]).map {
        $0.label.isEmpty ? $0.value : "\($0.label) \($0.value)"
      }
    case .addresses:
      shown = (Self.decode(text) as [PostalAddress]).map { $0.lines.joined(separator: ", ") }
    case .groups: shown = Self.decode(text)
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

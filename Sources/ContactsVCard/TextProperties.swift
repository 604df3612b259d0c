import ContactsDomain

/// The text details a property of their own holds, one line each: the properties a card may
/// say one in (the first the card gives is read) and the one each version writes. A new text
/// field of `ContactFields` is read and written by one line here.
enum TextProperties {
  /// One text detail's properties.
  struct Mapping: Sendable {
    let entry: ContactFieldEntry
    /// The properties read as it, in no order.
    let read: [String]
    /// The property 3.0 writes, and the one 4.0 writes.
    let v3: String
    let v4: String

    init(_ entry: ContactFieldEntry, read: [String], v3: String, v4: String? = nil) {
      self.entry = entry
      self.read = read
      self.v3 = v3
      self.v4 = v4 ?? v3
    }

    /// The property `version` writes.
    func name(in version: VCardVersion) -> String { version == .v3 ? v3 : v4 }
  }

  static let all: [Mapping] = [
    Mapping(
      ContactFields.pronouns, read: ["PRONOUNS", "X-PRONOUNS"], v3: "X-PRONOUNS", v4: "PRONOUNS"),
    Mapping(ContactFields.jobTitle, read: ["TITLE"], v3: "TITLE"),
    Mapping(ContactFields.role, read: ["ROLE"], v3: "ROLE"),
    // Outlook writes X-MS-; Evolution, KDE and others their own.
    Mapping(
      ContactFields.manager,
      read: ["X-MS-MANAGER", "X-MANAGER", "X-EVOLUTION-MANAGER", "X-KADDRESSBOOK-X-MANAGERSNAME"],
      v3: "X-MS-MANAGER"),
    Mapping(
      ContactFields.assistant,
      read: [
        "X-MS-ASSISTANT", "X-ASSISTANT", "X-EVOLUTION-ASSISTANT", "X-KADDRESSBOOK-X-ASSISTANTSNAME",
      ], v3: "X-MS-ASSISTANT"),
  ]

  /// The mapping of the property `name`, if it holds a text detail.
  static let byProperty: [String: Mapping] = Dictionary(
    uniqueKeysWithValues: all.flatMap { mapping in mapping.read.map { ($0, mapping) } })

  /// The mapping of the field `formName`.
  static func mapping(_ formName: String) -> Mapping? {
    all.first { $0.entry.formName == formName }
  }
}

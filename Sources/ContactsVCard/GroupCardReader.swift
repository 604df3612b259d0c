import ContactsDomain

/// Makes a `GroupCard` of a card that is a group (vCard 4.0's `KIND:group`, Apple's
/// `X-ADDRESSBOOKSERVER-KIND:group`), or says why it is left out.
///
/// The card's text is its properties written back in its own version (3.0 for 2.1, which the
/// writer does not write), so an export gives it back as it came, members and all.
enum GroupCardReader {
  /// Whether `properties` are those of a group card.
  static func isGroup(_ properties: [VCardProperty]) -> Bool {
    properties.contains { property in
      (property.name == "KIND" || property.name == "X-ADDRESSBOOKSERVER-KIND")
        && FieldText.trimmed(VCardText.unescaped(property.value)).lowercased() == "group"
    }
  }

  /// Why a group card with no name is left out.
  static let noName = "a group card (KIND:group) with no name in FN or N"

  /// The group card of `properties`, read from a card whose `VERSION` was `version`; nil when
  /// it has no name (see `noName`).
  static func read(_ properties: [VCardProperty], version: String?) -> GroupCard? {
    guard let name = name(of: properties) else { return nil }
    let text = text(of: properties, version: version == "4.0" ? .v4 : .v3)
    let members = properties.filter {
      $0.name == "MEMBER" || $0.name == "X-ADDRESSBOOKSERVER-MEMBER"
    }.map { FieldText.trimmed(VCardText.unescaped($0.value)) }.filter { !$0.isEmpty }
    let uid = properties.first { $0.name == "UID" }.map {
      FieldText.trimmed(VCardText.unescaped($0.value))
    }
    return GroupCard(
      uid: uid.flatMap { $0.isEmpty ? nil : $0 } ?? derivedUID(text), name: name,
      members: members, text: text)
  }

  /// `FN`, else `N`'s parts joined by spaces; nil when both are blank.
  private static func name(of properties: [VCardProperty]) -> String? {
    if let fn = properties.first(where: { $0.name == "FN" }) {
      let name = FieldText.trimmed(VCardText.unescaped(fn.value))
      if !name.isEmpty { return name }
    }
    guard let n = properties.first(where: { $0.name == "N" }) else { return nil }
    // Given name, then family name, as `FN` would say them.
    let parts = VCardText.components(n.value).map(FieldText.trimmed)
    let name = parts.dropFirst().prefix(1) + parts.prefix(1)
    let shown = name.filter { !$0.isEmpty }.joined(separator: " ")
    return shown.isEmpty ? nil : shown
  }

  /// The card as `version` writes its properties.
  private static func text(of properties: [VCardProperty], version: VCardVersion) -> String {
    var writer = ContentLineWriter()
    VCardWriter.appendCard(version: version, to: &writer) { writer in
      for property in properties where property.name != "VERSION" {
        writer.append(VCardWriter.adapted(property, to: version))
      }
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// A uid for a group card with none, named by its content, so the same file imported twice
  /// finds the same group.
  private static func derivedUID(_ text: String) -> String {
    var hash = FNV1a128()
    hash.combine(text.utf8)
    return "urn:contacts:group:\(hash.hex)"
  }
}

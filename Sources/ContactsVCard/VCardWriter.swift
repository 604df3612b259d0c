import ContactsDomain

/// Writes vCards 3.0 or 4.0: CRLF line ends, folding at 75 octets, `VERSION` right after `BEGIN`,
/// then `FN`, `N`, `UID`, `REV`, `ORG`, a company's marker (`CompanyMarker`), `TEL`s, `EMAIL`s, `NOTE`, and every kept property.
public enum VCardWriter {
  /// `card` as one vCard of `version`.
  public static func write(_ card: VCard, version: VCardVersion = .v4) -> String {
    write(CollectionOfOne(card), version: version)
  }

  /// `cards` one after the other, as a `.vcf` file holds them.
  public static func write(_ cards: some Sequence<VCard>, version: VCardVersion = .v4) -> String {
    String(decoding: bytes(of: cards, version: version), as: UTF8.self)
  }

  /// The UTF-8 bytes of `write(cards, version:)`, without making a `String` of them.
  static func bytes(of cards: some Sequence<VCard>, version: VCardVersion) -> [UInt8] {
    var writer = ContentLineWriter()
    for card in cards { append(card, version: version, to: &writer) }
    return writer.bytes
  }

  /// Appends `card` to `writer`.
  static func append(_ card: VCard, version: VCardVersion, to writer: inout ContentLineWriter) {
    appendCard(version: version, to: &writer) { writer in
      for property in properties(of: card, version: version) {
        writer.append(adapted(property, to: version))
      }
    }
  }

  /// Appends `BEGIN`, `VERSION`, the lines `body` appends, then `END`.
  static func appendCard(
    version: VCardVersion, to writer: inout ContentLineWriter,
    _ body: (inout ContentLineWriter) -> Void
  ) {
    writer.appendFolded("BEGIN:VCARD")
    writer.appendFolded(version == .v4 ? "VERSION:4.0" : "VERSION:3.0")
    body(&writer)
    writer.appendFolded("END:VCARD")
  }

  /// The properties of `card` after `VERSION`, version-neutral.
  private static func properties(of card: VCard, version: VCardVersion) -> [VCardProperty] {
    let details = card.fieldDetails
    var groups = GroupNames(avoiding: card.keptProperties + details)
    let phoneticKept = card.keptProperties.contains {
      $0.name == "X-PHONETIC-FIRST-NAME" || $0.name == "X-PHONETIC-LAST-NAME"
    }
    var result = NameMapping.write(
      card.form, details: details, version: version, phoneticKept: phoneticKept)
    let parts = NameParts(n: result.first { $0.name == "N" })
    if let uid = card.uid {
      result.append(VCardProperty(name: "UID", value: VCardText.escaped(uid)))
    }
    if let revision = card.revision { result.append(VCardProperty(name: "REV", value: revision)) }
    if let org = TextFieldMapping.write(
      card.form.organization, as: .organization, details: details,
      department: card.form.department)
    {
      result.append(org)
    }
    if card.form.isCompany { result.append(CompanyMarker.property(for: version)) }
    result += LabeledFieldMapping.write(
      card.form.phones, as: .phone, details: details, groups: &groups)
    result += LabeledFieldMapping.write(
      card.form.emails, as: .email, details: details, groups: &groups)
    if let note = TextFieldMapping.write(card.form.note, as: .note, details: details) {
      result.append(note)
    }
    let kept = DetailWriter.write(
      card.form, kept: CompanyMarker.kept(card.keptProperties, isCompany: card.form.isCompany),
      version: version,
      sortAs: (parts.sortLast, parts.sortFirst), groups: &groups)
    return result + kept.map(written)
  }

  /// A kept property as written: a second `N` (the first is the contact's name) as `X-N`, since
  /// a card holds at most one `N`; a second `ORG` with its commas escaped, as the first; any
  /// other as it came.
  static func written(_ kept: VCardProperty) -> VCardProperty {
    switch kept.name {
    case "N":
      var result = kept
      result.name = "X-N"
      return result
    case "ORG": return TextFieldMapping.withCommasEscaped(kept)
    default: return kept
    }
  }

  /// `property` as `version` writes it (see `ParameterMapping` and `BinaryValues`).
  static func adapted(_ property: VCardProperty, to version: VCardVersion) -> VCardProperty {
    guard version == .v3 else { return property }
    var result = property
    if let binary = BinaryValues.adapted(
      property.value, name: property.name, parameters: property.parameters)
    {
      result.value = binary.value
      result.parameters = ParameterMapping.adapted3(
        binary.parameters, name: property.name, isURI: false)
    } else {
      result.parameters = ParameterMapping.adapted3(
        property.parameters, name: property.name, isURI: true)
    }
    return result
  }
}

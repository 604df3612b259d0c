import ContactsDomain

/// What one kept property says of the contact's details, when it says something the app models:
/// `BDAY`, `ANNIVERSARY`, `ADR`, `URL`, `IMPP` and the chat properties, `RELATED`, `NICKNAME`,
/// `CATEGORIES`, `TextProperties`' text details (`TITLE`…), Apple's phonetic names and grouped `X-ABDATE`/`X-ABRELATEDNAMES`.
///
/// The property itself stays kept, as it came: the details are derived from it, so that an
/// export writes it back byte for byte while the detail is unchanged (see `DetailWriter`).
enum DetailProperty {
  /// The detail a property is read into.
  enum Kind: Hashable, CaseIterable {
    case nickname
    /// A text detail `TextProperties` maps, by its field's form name.
    case text(String)
    case phoneticFirstName, phoneticLastName, birthday, anniversary
    case address, url, chat, socialProfile, related, groups

    static let allCases: [Kind] =
      [.nickname] + TextProperties.all.map { .text($0.entry.formName) } + [
        .phoneticFirstName, .phoneticLastName, .birthday, .anniversary, .address, .url, .chat,
        .socialProfile, .related, .groups,
      ]

    /// Whether the contact holds a list of these (one entry a property), not one.
    var isList: Bool { [.address, .url, .chat, .socialProfile, .related].contains(self) }
  }

  /// A detail's value as a property says it.
  enum Value: Hashable {
    case text(String)
    case date(PartialDate)
    case address(PostalAddress)
    case labeled(LabeledValue)
    case names([String])
  }

  /// The chat properties real exporters write, with the service each names.
  static let chatServices = [
    "X-JABBER": "jabber", "X-SKYPE": "skype", "X-SKYPE-USERNAME": "skype",
    "X-GOOGLE-TALK": "google talk", "X-AIM": "aim", "X-ICQ": "icq", "X-MSN": "msn",
    "X-YAHOO": "yahoo", "X-GADUGADU": "gadugadu", "X-QQ": "qq", "X-TWITTER": "twitter",
  ]

  /// The detail `property` says, or nil; `label` is its group's `X-ABLabel`, unescaped.
  static func read(_ property: VCardProperty, label: String?) -> (kind: Kind, value: Value)? {
    switch property.name {
    case "NICKNAME": return text(.nickname, list(property.value).joined(separator: ", "))
    case "X-PHONETIC-FIRST-NAME":
      return text(.phoneticFirstName, VCardText.unescaped(property.value))
    case "X-PHONETIC-LAST-NAME": return text(.phoneticLastName, VCardText.unescaped(property.value))
    case "BDAY": return date(.birthday, property)
    case "ANNIVERSARY", "X-ANNIVERSARY", "X-MS-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY",
      "X-KADDRESSBOOK-X-ANNIVERSARY":
      return date(.anniversary, property)
    case "X-ABDATE" where label == "_$!<Anniversary>!$_": return date(.anniversary, property)
    case "ADR": return address(property, label: label)
    case "URL":
      return labeled(.url, property, label: label, value: VCardText.unescaped(property.value))
    case "IMPP", "X-MS-IMADDRESS": return chat(property)
    case "SOCIALPROFILE", "X-SOCIALPROFILE":
      // RFC 9554 names the service in SERVICE-TYPE; Apple's 3.0 in TYPE.
      let service = property.values(of: "SERVICE-TYPE").first.map { FieldText.trimmed($0) }
      let value = FieldText.trimmed(VCardText.unescaped(property.value))
      guard !value.isEmpty else { return nil }
      let label = service ?? self.label(property, appleLabel: label)
      return (.socialProfile, .labeled(LabeledValue(label: label, value: value)))
    case "RELATED", "X-ABRELATEDNAMES":
      return labeled(.related, property, label: label, value: VCardText.unescaped(property.value))
    case "CATEGORIES":
      let names = list(property.value).filter { !$0.isEmpty && !SystemCategories.contains($0) }
      return names.isEmpty ? nil : (.groups, .names(names))
    default:
      if let mapping = TextProperties.byProperty[property.name] {
        return text(.text(mapping.entry.formName), VCardText.unescaped(property.value))
      }
      guard let service = chatServices[property.name] else { return nil }
      let handle = FieldText.trimmed(VCardText.unescaped(property.value))
      return handle.isEmpty ? nil : (.chat, .labeled(LabeledValue(label: service, value: handle)))
    }
  }

  /// The label a `TYPE` or the group's `X-ABLabel` gives: Apple's coded label as a person reads
  /// it, else `home` or `work`, else the first other type but `pref`.
  static func label(_ property: VCardProperty, appleLabel: String?) -> String {
    if let appleLabel { return FieldText.trimmed(AppleLabels.readable(appleLabel)) }
    let types = property.values(of: "TYPE")
    return LabelMapping.Field.places.first(where: types.contains)
      ?? types.first { $0 != "pref" && $0 != "internet" && $0 != "voice" } ?? ""
  }

  /// The date a `BDAY`-like property says: `1815-12-10`, `18151210`, `--1210`, `--12-10`, a
  /// date-time's date, Apple's `X-APPLE-OMIT-YEAR` year taken for none; nil for text.
  static func date(of property: VCardProperty) -> PartialDate? {
    var text = FieldText.trimmed(VCardText.unescaped(property.value))
    if let time = text.firstIndex(of: "T"), text.distance(from: text.startIndex, to: time) >= 6 {
      text = String(text[..<time])
    }
    guard let date = PartialDate(text), text.hasPrefix("--") || text.count >= 8 else { return nil }
    let omitted = property.values(of: "X-APPLE-OMIT-YEAR").first.flatMap { Int($0) }
    if let omitted, omitted == date.year {
      return PartialDate(year: nil, month: date.month, day: date.day)
    }
    return date
  }

  private static func text(_ kind: Kind, _ text: String) -> (kind: Kind, value: Value)? {
    let trimmed = FieldText.trimmed(text)
    return trimmed.isEmpty ? nil : (kind, .text(trimmed))
  }

  private static func date(_ kind: Kind, _ property: VCardProperty) -> (kind: Kind, value: Value)? {
    date(of: property).map { (kind, .date($0)) }
  }

  /// A text list's items (`NICKNAME`, `CATEGORIES`), unescaped and trimmed.
  static func list(_ value: String) -> [String] {
    VCardText.split(value, on: ",").map { FieldText.trimmed(VCardText.unescaped($0)) }
  }

  private static func address(_ property: VCardProperty, label: String?) -> (
    kind: Kind, value: Value
  )? {
    var parts = VCardText.split(property.value, on: ";").map { component in
      VCardText.split(String(component), on: ",").map { FieldText.trimmed(VCardText.unescaped($0)) }
        .filter { !$0.isEmpty }.joined(separator: ", ")
    }
    parts += Array(repeating: "", count: max(0, 7 - parts.count))
    let address = PostalAddress(
      label: self.label(property, appleLabel: label), street: parts[2], locality: parts[3],
      region: parts[4], postalCode: parts[5], country: parts[6], poBox: parts[0],
      extended: parts[1])
    return address.isEmpty ? nil : (.address, .address(address))
  }

  private static func labeled(
    _ kind: Kind, _ property: VCardProperty, label: String?, value: String
  ) -> (kind: Kind, value: Value)? {
    let trimmed = FieldText.trimmed(value)
    guard !trimmed.isEmpty else { return nil }
    return (
      kind, .labeled(LabeledValue(label: self.label(property, appleLabel: label), value: trimmed))
    )
  }

  /// `IMPP`: the service is `X-SERVICE-TYPE`, else the URI's scheme; the handle what follows it.
  private static func chat(_ property: VCardProperty) -> (kind: Kind, value: Value)? {
    let uri = FieldText.trimmed(VCardText.unescaped(property.value))
    var service = property.values(of: "X-SERVICE-TYPE").first.map {
      FieldText.trimmed($0.lowercased())
    }
    var handle = uri
    if let colon = uri.firstIndex(of: ":"),
      uri[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      ),
      colon != uri.startIndex
    {
      handle = FieldText.trimmed(String(uri[uri.index(after: colon)...]))
      if service == nil || service == "" { service = uri[..<colon].lowercased() }
    }
    guard !handle.isEmpty else { return nil }
    return (.chat, .labeled(LabeledValue(label: service ?? "", value: handle)))
  }
}

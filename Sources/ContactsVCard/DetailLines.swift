import ContactsDomain

/// The properties that write a detail the app changed or added, in the form each version reads:
/// dates as vCard 4.0 writes them (`BDAY:18151210`, `BDAY:--1210`) or, in 3.0, extended with
/// Apple's `X-APPLE-OMIT-YEAR` for an unknown year (which Apple and DAVx5 read); an anniversary in
/// 3.0 as Apple's grouped `X-ABDATE`; a label as `TYPE` when it is `home` or `work`, else as an
/// `X-ABLabel` in a group of its own.
enum DetailLines {
  /// The year Apple writes for a date without one (a leap year, for February 29).
  static let omittedYear = 1604

  /// The chat services' URI schemes, for a handle the app writes as `IMPP`.
  private static let schemes = [
    "xmpp": "xmpp", "jabber": "xmpp", "google talk": "xmpp", "skype": "skype", "aim": "aim",
    "icq": "icq", "msn": "msnim", "yahoo": "ymsgr", "gadugadu": "gg", "qq": "qq",
  ]

  /// RFC 6350's relation types, written as `TYPE` of `RELATED`.
  private static let relations: Set = [
    "contact", "acquaintance", "friend", "met", "co-worker", "colleague", "co-resident",
    "neighbor", "child", "parent", "sibling", "spouse", "kin", "muse", "crush", "date",
    "sweetheart", "me", "agent", "emergency",
  ]

  /// The relations Apple writes coded (`_$!<Spouse>!$_`).
  private static let appleRelations: Set = [
    "father", "mother", "parent", "brother", "sister", "child", "friend", "spouse", "partner",
    "assistant", "manager",
  ]

  /// The properties for `value`, a detail of `kind`, in `version`.
  static func lines(
    _ kind: DetailProperty.Kind, _ value: DetailProperty.Value, version: VCardVersion,
    groups: inout GroupNames
  ) -> [VCardProperty] {
    switch (kind, value) {
    case (.nickname, .text(let text)): return [textLine("NICKNAME", text)]
    case (.text(let name), .text(let text)):
      return TextProperties.mapping(name).map { [textLine($0.name(in: version), text)] } ?? []
    case (.phoneticFirstName, .text(let text)): return [textLine("X-PHONETIC-FIRST-NAME", text)]
    case (.phoneticLastName, .text(let text)): return [textLine("X-PHONETIC-LAST-NAME", text)]
    case (.birthday, .date(let date)): return [self.date("BDAY", date, version: version)]
    case (.anniversary, .date(let date)):
      guard version == .v3 else { return [self.date("ANNIVERSARY", date, version: version)] }
      let group = groups.next()
      var property = self.date("X-ABDATE", date, version: version)
      property.group = group
      return [
        property, VCardProperty(group: group, name: "X-ABLABEL", value: "_$!<Anniversary>!$_"),
      ]
    case (.address, .address(let address)):
      let value = address.parts.map(VCardText.escaped).joined(separator: ";")
      return labeled(VCardProperty(name: "ADR", value: value), address.label, groups: &groups)
    case (.url, .labeled(let row)):
      return labeled(VCardProperty(name: "URL", value: row.value), row.label, groups: &groups)
    case (.chat, .labeled(let row)): return [chat(row)]
    case (.socialProfile, .labeled(let row)):
      // 4.0's RFC 9554 property, 3.0's as Apple writes it.
      let parameters =
        row.label.isEmpty
        ? [] : [VCardParameter(version == .v3 ? "TYPE" : "SERVICE-TYPE", row.label)]
      return [
        VCardProperty(
          name: version == .v3 ? "X-SOCIALPROFILE" : "SOCIALPROFILE", parameters: parameters,
          value: row.value)
      ]
    case (.related, .labeled(let row)): return related(row, version: version, groups: &groups)
    case (.groups, .names(let names)):
      return [
        VCardProperty(
          name: "CATEGORIES", value: names.map(VCardText.escaped).joined(separator: ","))
      ]
    default: return []
    }
  }

  private static func textLine(_ name: String, _ text: String) -> VCardProperty {
    VCardProperty(name: name, value: VCardText.escaped(text))
  }

  private static func date(_ name: String, _ date: PartialDate, version: VCardVersion)
    -> VCardProperty
  {
    guard version == .v3 else {
      // 4.0's basic form: "18151210", "--1210".
      return VCardProperty(
        name: name, value: (date.year == nil ? "--" : "") + date.text.filter { $0 != "-" })
    }
    guard date.year == nil,
      let dated = PartialDate(year: omittedYear, month: date.month, day: date.day)
    else { return VCardProperty(name: name, value: date.text) }
    return VCardProperty(
      name: name,
      parameters: [
        VCardParameter("X-APPLE-OMIT-YEAR", String(omittedYear)), VCardParameter("VALUE", "date"),
      ],
      value: dated.text)
  }

  /// `property` labeled: `TYPE=home` or `work`, else an `X-ABLabel` in a new group.
  private static func labeled(_ property: VCardProperty, _ label: String, groups: inout GroupNames)
    -> [VCardProperty]
  {
    var result = property
    if label.isEmpty { return [result] }
    if LabelMapping.Field.places.contains(label) {
      result.parameters = [VCardParameter("TYPE", label)]
      return [result]
    }
    result.group = groups.next()
    return [
      result,
      VCardProperty(group: result.group, name: "X-ABLABEL", value: VCardText.escaped(label)),
    ]
  }

  /// `IMPP` with the service's scheme and, when it has a name, `X-SERVICE-TYPE`.
  private static func chat(_ row: LabeledValue) -> VCardProperty {
    guard !row.label.isEmpty else { return VCardProperty(name: "IMPP", value: row.value) }
    let scheme = schemes[row.label] ?? "x-apple"
    return VCardProperty(
      name: "IMPP", parameters: [VCardParameter("X-SERVICE-TYPE", row.label)],
      value: "\(scheme):\(row.value)")
  }

  /// 4.0's `RELATED` (`TYPE` for the RFC's relations, else an `X-ABLabel`); 3.0's Apple
  /// `X-ABRELATEDNAMES` with its label, coded as Apple writes it (`_$!<Spouse>!$_`).
  private static func related(_ row: LabeledValue, version: VCardVersion, groups: inout GroupNames)
    -> [VCardProperty]
  {
    let value = VCardText.escaped(row.value)
    guard version == .v3 else {
      var property = VCardProperty(
        name: "RELATED", parameters: [VCardParameter("VALUE", "text")], value: value)
      guard !relations.contains(row.label) else {
        property.parameters.insert(VCardParameter("TYPE", row.label), at: 0)
        return [property]
      }
      return row.label.isEmpty ? [property] : labeled(property, row.label, groups: &groups)
    }
    guard !row.label.isEmpty else {
      return [VCardProperty(name: "X-ABRELATEDNAMES", value: value)]
    }
    let group = groups.next()
    let code = row.label.prefix(1).uppercased() + row.label.dropFirst()
    let label = appleRelations.contains(row.label) ? "_$!<\(code)>!$_" : row.label
    return [
      VCardProperty(group: group, name: "X-ABRELATEDNAMES", value: value),
      VCardProperty(group: group, name: "X-ABLABEL", value: VCardText.escaped(label)),
    ]
  }
}

import ContactsDomain

/// Phones and emails to and from `TEL` and `EMAIL`, with their labels (`LabelMapping`).
///
/// A phone written as a URI (`TEL;VALUE=uri:tel:+1-555-0100`) is read as its number. What the
/// `LabeledValue` cannot hold — other types, `PREF`, other parameters, a group shared with kept
/// properties, a `tel:` URI's `;ext=` — goes to the details, matched back by value when writing.
enum LabeledFieldMapping {
  typealias Field = LabelMapping.Field

  /// The labeled value of `property`, and its detail if any. `appleLabel` is its group's
  /// `X-ABLabel`; `keepsGroup` says whether other kept properties share its group.
  static func read(
    _ property: VCardProperty, as field: Field, appleLabel: String?, keepsGroup: Bool
  ) -> (value: LabeledValue, detail: VCardProperty?) {
    var parameters = property.parameters
    let (label, type) = LabelMapping.label(
      types: property.values(of: "TYPE"), appleLabel: appleLabel, field: field)
    if let type,
      let index = parameters.firstIndex(where: { $0.name == "TYPE" && $0.values.contains(type) })
    {
      parameters[index].values.removeAll { $0 == type }
      if parameters[index].values.isEmpty { parameters.remove(at: index) }
    }
    let text = value(of: property.value, as: field)
    var written = property.value
    if field == .phone, VCardText.unescaped(property.value).dropFirst(4) == text[...] {
      // A plain `tel:` URI: the number says it all, and is written back as text.
      parameters.removeAll { $0.name == "VALUE" }
      written = VCardText.escaped(text)
    }
    let group = keepsGroup ? property.group : nil
    let needsDetail = !parameters.isEmpty || group != nil || written != VCardText.escaped(text)
    let detail = VCardProperty(
      group: group, name: field.propertyName, parameters: parameters, value: written)
    return (LabeledValue(label: label, value: text), needsDetail ? detail : nil)
  }

  /// The properties for `values`, using each of `details` at most once, for the first value it
  /// matches. A label that no `TYPE` writes gets an `X-ABLabel` in a group from `groups`.
  static func write(
    _ values: [LabeledValue], as field: Field, details: [VCardProperty], groups: inout GroupNames
  ) -> [VCardProperty] {
    var unused = details.filter { $0.name == field.propertyName }
    var result: [VCardProperty] = []
    for labeled in values {
      let number = FieldText.trimmed(labeled.value)
      guard !number.isEmpty else { continue }
      let index = unused.firstIndex {
        FieldText.trimmed(value(of: $0.value, as: field)) == number
      }
      var property =
        index.map { unused.remove(at: $0) }
        ?? VCardProperty(name: field.propertyName, value: VCardText.escaped(labeled.value))
      let label = FieldText.trimmed(labeled.label)
      if let type = LabelMapping.type(for: label, field: field) {
        if let typeIndex = property.parameters.firstIndex(where: { $0.name == "TYPE" }) {
          property.parameters[typeIndex].values.insert(type, at: 0)
        } else {
          property.parameters.insert(VCardParameter("TYPE", type), at: 0)
        }
        result.append(property)
      } else if label.isEmpty {
        result.append(property)
      } else {
        let group = property.group ?? groups.next()
        property.group = group
        result += [
          property, VCardProperty(group: group, name: "X-ABLABEL", value: VCardText.escaped(label)),
        ]
      }
    }
    return result
  }

  /// The form's text for a value: unescaped, and for a phone without `tel:` and its parameters.
  private static func value(of escaped: String, as field: Field) -> String {
    let text = VCardText.unescaped(escaped)
    guard field == .phone, text.utf8.count > 4, text.prefix(4).lowercased() == "tel:" else {
      return text
    }
    let uri = text.dropFirst(4)
    return String(uri[..<(uri.firstIndex(of: ";") ?? uri.endIndex)])
  }
}

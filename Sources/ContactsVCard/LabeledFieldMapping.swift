import ContactsDomain

/// Phones and emails to and from `TEL` and `EMAIL`, with their labels (`LabelMapping`).
///
/// A phone written as a URI (`TEL;VALUE=uri:tel:+1-555-0100`) is read as its number. What the
/// `LabeledValue` cannot hold — other types, `PREF`, other parameters, a group shared with kept
/// properties or with Apple's coded label, a `tel:` URI's `;ext=` — goes to the details, matched
/// back by value when writing.
enum LabeledFieldMapping {
  typealias Field = LabelMapping.Field

  /// The labeled value of `property`, and its details if any. `appleLabel` is its group's
  /// `X-ABLabel`; `keepsGroup` says whether other kept properties share its group. Apple's coded
  /// label (`_$!<HomeFAX>!$_`) is kept in a detail, with the group, to be written back as it came.
  static func read(
    _ property: VCardProperty, as field: Field, appleLabel: String?, keepsGroup: Bool
  ) -> (value: LabeledValue, details: [VCardProperty]) {
    let (label, types) = LabelMapping.label(
      types: property.values(of: "TYPE"), appleLabel: appleLabel, field: field)
    let coded = appleLabel.flatMap { AppleLabels.isCoded($0) ? $0 : nil }
    let group = keepsGroup || coded != nil ? property.group : nil
    let (text, detail) = valueAndDetail(property, as: field, without: types, group: group)
    let codedLabel = coded.map {
      VCardProperty(group: group, name: "X-ABLABEL", value: VCardText.escaped($0))
    }
    return (LabeledValue(label: label, value: text), [detail, codedLabel].compactMap { $0 })
  }

  /// The form's text for `property`, and its detail when the text alone does not write it back
  /// the same: `types` (the label's) taken out, in `group`.
  static func valueAndDetail(
    _ property: VCardProperty, as field: Field, without types: [String], group: String?
  ) -> (text: String, detail: VCardProperty?) {
    var parameters = property.parameters
    for type in types {
      guard
        let index = parameters.firstIndex(where: { $0.name == "TYPE" && $0.values.contains(type) })
      else { continue }
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
    let needsDetail = !parameters.isEmpty || group != nil || written != VCardText.escaped(text)
    let detail = VCardProperty(
      group: group, name: field.propertyName, parameters: parameters, value: written)
    return (text, needsDetail ? detail : nil)
  }

  /// The properties for `values`, using each of `details` at most once, for the first value it
  /// matches. A label that no `TYPE` writes gets an `X-ABLabel` in a group from `groups`; Apple's
  /// coded label it was read from, while the label is unchanged.
  static func write(
    _ values: [LabeledValue], as field: Field, details: [VCardProperty], groups: inout GroupNames
  ) -> [VCardProperty] {
    var unused = details.filter { $0.name == field.propertyName }
    let codedLabels = details.filter { $0.name == "X-ABLABEL" }
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
      let coded = property.group.flatMap { group in
        codedLabels.first {
          $0.group == group && AppleLabels.readable(VCardText.unescaped($0.value)) == label
        }
      }
      if let coded {
        result += [property, coded]
      } else if let types = LabelMapping.types(for: label, field: field) {
        if let typeIndex = property.parameters.firstIndex(where: { $0.name == "TYPE" }) {
          property.parameters[typeIndex].values.insert(contentsOf: types, at: 0)
        } else {
          property.parameters.insert(VCardParameter(name: "TYPE", values: types), at: 0)
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

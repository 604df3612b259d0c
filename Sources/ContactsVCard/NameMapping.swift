import ContactsDomain

/// First and last names to and from `N` and `FN`.
///
/// Reading: `N`'s family and given names when it has both (a list such as `Philip,Paul` joined with
/// spaces), else `FN` split at its last space. `N` and `FN` go to the details when the form's
/// names alone would not write them back the same (middle names, prefixes, suffixes, parameters, an
/// `FN` such as "Dr. Ada Lovelace"). Writing: those details while the names are unchanged, else
/// `FN:First Last` and `N:Last;First;;;`.
enum NameMapping {
  struct Reading {
    var firstName: String
    var lastName: String
    /// `N`, then `FN`, when needed.
    var details: [VCardProperty]
  }

  /// The names of a card with `n` and `fn`, or `nil` when neither gives a first and a last name.
  static func read(n: VCardProperty?, fn: VCardProperty?) -> Reading? {
    if let n {
      let padded = paddedN(n.value)
      let (last, first) = names(inN: padded)
      if !FieldText.trimmed(last).isEmpty, !FieldText.trimmed(first).isEmpty {
        var details: [VCardProperty] = []
        let fnIsDefault =
          fn.map { isPlain($0) && VCardText.unescaped($0.value) == fullName(first, last) } ?? true
        if !isPlain(n) || padded != defaultN(first: first, last: last) || !fnIsDefault {
          details.append(
            VCardProperty(group: n.group, name: "N", parameters: n.parameters, value: padded))
        }
        if !fnIsDefault, let fn { details.append(fn) }
        return Reading(firstName: first, lastName: last, details: details)
      }
    }
    guard let fn else { return nil }
    let full = FieldText.trimmed(VCardText.unescaped(fn.value))
    guard let space = full.lastIndex(where: \.isWhitespace) else { return nil }
    let first = FieldText.trimmed(String(full[..<space]))
    let last = FieldText.trimmed(String(full[full.index(after: space)...]))
    guard !first.isEmpty, !last.isEmpty else { return nil }
    let details =
      isPlain(fn) && full == fullName(first, last)
      ? []
      : [
        VCardProperty(name: "N", value: defaultN(first: first, last: last)),
        VCardProperty(group: fn.group, name: "FN", parameters: fn.parameters, value: fn.value),
      ]
    return Reading(firstName: first, lastName: last, details: details)
  }

  /// `FN` and `N` for `form`, from `details` while the names they were read with are unchanged.
  static func write(_ form: ContactForm, details: [VCardProperty]) -> [VCardProperty] {
    let first = FieldText.trimmed(form.firstName)
    let last = FieldText.trimmed(form.lastName)
    let n = details.first { detail in
      guard detail.name == "N" else { return false }
      let (detailLast, detailFirst) = names(inN: detail.value)
      return FieldText.trimmed(detailLast) == last && FieldText.trimmed(detailFirst) == first
    }
    guard let n else {
      return [
        VCardProperty(name: "FN", value: VCardText.escaped(fullName(first, last))),
        VCardProperty(name: "N", value: defaultN(first: form.firstName, last: form.lastName)),
      ]
    }
    let fn =
      details.first { $0.name == "FN" }
      ?? VCardProperty(name: "FN", value: VCardText.escaped(fullName(first, last)))
    return [fn, n]
  }

  // MARK: - Helpers

  private static func fullName(_ first: String, _ last: String) -> String {
    "\(FieldText.trimmed(first)) \(FieldText.trimmed(last))"
  }

  private static func defaultN(first: String, last: String) -> String {
    "\(VCardText.escaped(last));\(VCardText.escaped(first));;;"
  }

  private static func isPlain(_ property: VCardProperty) -> Bool {
    property.group == nil && property.parameters.isEmpty
  }

  /// `value` with at least the five components of `N`.
  private static func paddedN(_ value: String) -> String {
    let count = VCardText.split(value, on: ";").count
    return count >= 5 ? value : value + String(repeating: ";", count: 5 - count)
  }

  /// Family and given names of an `N` value; a list of names is joined with spaces.
  private static func names(inN value: String) -> (last: String, first: String) {
    let components = VCardText.split(value, on: ";")
    func joined(_ index: Int) -> String {
      guard index < components.count else { return "" }
      return VCardText.split(String(components[index]), on: ",").map { VCardText.unescaped($0) }
        .joined(separator: " ")
    }
    return (joined(0), joined(1))
  }
}

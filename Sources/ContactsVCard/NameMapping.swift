import ContactsDomain

/// First and last names to and from `N` and `FN`.
///
/// Reading: `N`'s family and given names, even one alone (a list such as `Philip,Paul` joined with
/// spaces), else `FN` split at its last space, else no name (a company card). `N` and `FN` go to the details when the form's
/// names alone would not write them back the same (middle names, prefixes, suffixes, parameters, an
/// `FN` such as "Dr. Ada Lovelace"). Writing: those details while the names are unchanged, else
/// `FN` of the shown name and `N:Last;First;;;`; a card read without `N` (a company card, `FN`
/// alone) gets none but in 3.0, which requires one: an empty `N:;;;;`. Every `N` written has its
/// five components and every `FN` names the contact as shown, whatever the card came with.
enum NameMapping {
  struct Reading {
    var firstName: String
    var lastName: String
    /// `N`, then `FN`, when needed.
    var details: [VCardProperty]
  }

  /// The names of a card with `n` and `fn`: `N`'s given and family names, even one alone; else
  /// `FN` split at its last space, or whole as one name when it has none; else, or when `FN` is
  /// the card's organization `org` (a company card), no name. `N` and `FN` are kept in the details
  /// as they came whenever the names alone would not write them back the same; an `N` the card
  /// did not have is never added.
  static func read(n: VCardProperty?, fn: VCardProperty?, org: String) -> Reading {
    if let n {
      let components = VCardText.split(n.value, on: ";")
      let padded = paddedN(n.value, components: components.count)
      // Padding adds empty components after these when the value ends in ASCII but a backslash
      // (which would escape the first `;` added); else the padded value is split again.
      let lastByte = n.value.utf8.last ?? 0
      let (last, first) =
        components.count >= 5 || (lastByte < 0x80 && lastByte != UInt8(ascii: "\\"))
        ? names(in: components) : names(inN: padded)
      if !FieldText.trimmed(last).isEmpty || !FieldText.trimmed(first).isEmpty {
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
    let kept = [n, fn].compactMap { $0 }
    let full = fn.map { FieldText.trimmed(VCardText.unescaped($0.value)) } ?? ""
    guard !full.isEmpty, full != FieldText.trimmed(org) else {
      return Reading(firstName: "", lastName: "", details: kept)
    }
    var first = full
    var last = ""
    if let space = full.lastIndex(where: \.isWhitespace) {
      first = FieldText.trimmed(String(full[..<space]))
      last = FieldText.trimmed(String(full[full.index(after: space)...]))
    }
    // FN is kept even when the names write it back the same: it tells `write` that the card had
    // no N, so that none is invented (see `isImpliedFN`). A plain `N:;;;;` says nothing (3.0
    // export writes it back, as 3.0 requires one); any other N is kept as it came.
    let saysNothing = n.map { isPlain($0) && paddedN($0.value) == ";;;;" } ?? true
    return Reading(
      firstName: first, lastName: last, details: saysNothing ? [fn].compactMap { $0 } : kept)
  }

  /// Whether `property` is a plain `FN` that the names `first` and `last` write back the same:
  /// kept only to say the card had no `N`. Before it was kept, a card's details did not hold it,
  /// so a uid derived from a card without one leaves it out and stays the one it was.
  static func isImpliedFN(_ property: VCardProperty, first: String, last: String) -> Bool {
    property.name == "FN" && isPlain(property)
      && FieldText.trimmed(VCardText.unescaped(property.value)) == fullName(first, last)
  }

  /// `FN` and `N` for `form`, from `details` while the names they were read with are unchanged.
  /// `N` is used while its names and its other parts (`NameParts`) are the form's;
  /// `phoneticKept` says the phonetic names come from `X-PHONETIC-…`, not `SORT-AS`.
  static func write(
    _ form: ContactForm, details: [VCardProperty], version: VCardVersion,
    phoneticKept: Bool = false
  ) -> [VCardProperty] {
    let first = FieldText.trimmed(form.firstName)
    let last = FieldText.trimmed(form.lastName)
    let n = details.first { detail in
      guard detail.name == "N" else { return false }
      let (detailLast, detailFirst) = names(inN: detail.value)
      return FieldText.trimmed(detailLast) == last && FieldText.trimmed(detailFirst) == first
        && NameParts(n: detail).writes(form, phoneticKept: phoneticKept)
    }
    let shown = ContactName.shown(
      firstName: first, lastName: last, organization: FieldText.trimmed(form.organization),
      nickname: form.nickname, emails: form.emails, phones: form.phones, urls: form.urls)
    let keptFN = details.first {
      $0.name == "FN" && FieldText.trimmed(VCardText.unescaped($0.value)) == shown
    }
    let fn = keptFN ?? VCardProperty(name: "FN", value: VCardText.escaped(shown))
    let hasParts = [form.namePrefix, form.middleName, form.nameSuffix].contains {
      !FieldText.trimmed($0).isEmpty
    }
    guard let n else {
      // Parts of a name go in an N, whatever the card came with.
      if hasParts {
        return [
          fn,
          VCardProperty(name: "N", value: NameParts.value(first: first, last: last, form: form)),
        ]
      }
      // A card read without N (a company card, FN alone, a mononym in FN) gets none in 4.0;
      // 3.0 requires one, and an empty one invents nothing. A contact typed in gets its names.
      guard keptFN != nil || (first.isEmpty && last.isEmpty) else {
        return [fn, VCardProperty(name: "N", value: defaultN(first: first, last: last))]
      }
      // An empty N the card came with goes back as it came, in either version.
      let emptyN = details.first { $0.name == "N" && names(inN: $0.value) == ("", "") }
      if let emptyN { return [fn, padded(emptyN)] }
      return version == .v4
        ? [fn] : [fn, VCardProperty(name: "N", value: defaultN(first: "", last: ""))]
    }
    // An FN that names nothing is not written back: readers take it for a card without a name.
    let namingFN = details.first {
      $0.name == "FN" && !FieldText.trimmed(VCardText.unescaped($0.value)).isEmpty
    }
    return [namingFN ?? fn, padded(n)]
  }

  /// `n` with the five components RFC 6350 gives `N`: a bare `N:` as the card came is `N:;;;;`.
  private static func padded(_ n: VCardProperty) -> VCardProperty {
    var result = n
    result.value = paddedN(n.value)
    return result
  }

  // MARK: - Helpers

  private static func fullName(_ first: String, _ last: String) -> String {
    ContactName.shown(
      firstName: FieldText.trimmed(first), lastName: FieldText.trimmed(last), organization: "")
  }

  private static func defaultN(first: String, last: String) -> String {
    "\(VCardText.escaped(last));\(VCardText.escaped(first));;;"
  }

  private static func isPlain(_ property: VCardProperty) -> Bool {
    property.group == nil && property.parameters.isEmpty
  }

  /// `value` with at least the five components of `N`.
  private static func paddedN(_ value: String) -> String {
    paddedN(value, components: VCardText.split(value, on: ";").count)
  }

  /// `value`, of `count` components, with at least the five of `N`.
  private static func paddedN(_ value: String, components count: Int) -> String {
    count >= 5 ? value : value + String(repeating: ";", count: 5 - count)
  }

  /// Family and given names of an `N` value; a list of names is joined with spaces.
  private static func names(inN value: String) -> (last: String, first: String) {
    names(in: VCardText.split(value, on: ";"))
  }

  /// Family and given names of the components of an `N` value.
  private static func names(in components: [Substring]) -> (last: String, first: String) {
    func joined(_ index: Int) -> String {
      guard index < components.count else { return "" }
      return VCardText.split(String(components[index]), on: ",").map { VCardText.unescaped($0) }
        .joined(separator: " ")
    }
    return (joined(0), joined(1))
  }
}

import ContactsDomain

/// The parts of a name `N` holds beyond the first and last names: additional (middle) names,
/// the honorific prefix and suffix, and vCard 4.0's `SORT-AS` (how the last and first names
/// sort: the phonetic names when the card has no `X-PHONETIC-…`).
struct NameParts: Equatable {
  var prefix = ""
  var middle = ""
  var suffix = ""
  /// `SORT-AS`'s last and first name, "" when it names none.
  var sortLast = ""
  var sortFirst = ""

  /// The parts of `n`; none without one, or when it names no one (the names then come from
  /// `FN`, and `N` is kept as it came).
  init(n: VCardProperty?) {
    guard let n else { return }
    let split = VCardText.split(n.value, on: ";")
    // Most names have no other parts: no unescaping then.
    guard split.dropFirst(2).contains(where: { !$0.isEmpty }) || !n.parameters.isEmpty else {
      return
    }
    let components = split.map { component in
      VCardText.split(String(component), on: ",").map { FieldText.trimmed(VCardText.unescaped($0)) }
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
    guard components.prefix(2).contains(where: { !$0.isEmpty }) else { return }
    let part = { (index: Int) in index < components.count ? components[index] : "" }
    (middle, prefix, suffix) = (part(2), part(3), part(4))
    let sort = n.values(of: "SORT-AS").joined(separator: ",").split(
      separator: ",", omittingEmptySubsequences: false
    ).map { FieldText.trimmed(String($0)) }
    sortLast = sort.first ?? ""
    sortFirst = sort.count > 1 ? sort[1] : ""
  }

  /// Whether these parts say nothing `N` must carry.
  var isEmpty: Bool { prefix.isEmpty && middle.isEmpty && suffix.isEmpty }

  /// Fills `form`'s name parts; the phonetic names from `SORT-AS` (an `X-PHONETIC-…` read later
  /// takes their place).
  func fill(_ form: inout ContactForm) {
    (form.namePrefix, form.middleName, form.nameSuffix) = (prefix, middle, suffix)
    (form.phoneticLastName, form.phoneticFirstName) = (sortLast, sortFirst)
  }

  /// Whether an `N` with these parts writes `form`'s parts: each the same, or one the app
  /// refused on import (then the form has none). `phoneticKept` says the card's phonetic names
  /// come from `X-PHONETIC-…`, so `SORT-AS` is not theirs.
  func writes(_ form: ContactForm, phoneticKept: Bool) -> Bool {
    let pairs: [(String, String, WritableKeyPath<ContactForm, String>)] =
      [
        (prefix, form.namePrefix, \.namePrefix), (middle, form.middleName, \.middleName),
        (suffix, form.nameSuffix, \.nameSuffix),
      ]
      + (phoneticKept || (sortLast.isEmpty && sortFirst.isEmpty)
        ? []
        : [
          (sortLast, form.phoneticLastName, \.phoneticLastName),
          (sortFirst, form.phoneticFirstName, \.phoneticFirstName),
        ])
    return pairs.allSatisfy { mine, theirs, path in
      mine == FieldText.trimmed(theirs) || (theirs.isEmpty && !Self.accepts(mine, at: path))
    }
  }

  /// Whether the app takes `text` for the form's field at `path`.
  static func accepts(_ text: String, at path: WritableKeyPath<ContactForm, String>) -> Bool {
    var form = ContactForm(firstName: "A")
    form[keyPath: path] = text
    return (try? ContactDraft(form, origin: .imported)) != nil
  }

  /// `N`'s value for `first`, `last` and `form`'s parts, escaped.
  static func value(first: String, last: String, form: ContactForm) -> String {
    [
      last, first, FieldText.trimmed(form.middleName), FieldText.trimmed(form.namePrefix),
      FieldText.trimmed(form.nameSuffix),
    ].map(VCardText.escaped).joined(separator: ";")
  }
}

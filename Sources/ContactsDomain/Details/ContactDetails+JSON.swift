/// The details as JSON without `JSONEncoder` or `JSONDecoder`: what `encode(to:)` writes with
/// sorted keys, byte for byte, and reads back. The store writes and reads every contact's
/// details so, and `list --json` prints them so.
extension ContactDetails {
  /// Writes the parts that hold something, keys sorted, as `encode(to:)` with `.sortedKeys`.
  package func write(to json: inout JSONWriter) {
    json.openObject()
    for (key, part) in Self.parts {
      switch part {
      case .text(let property):
        let value = property.value(in: self)
        if !value.isEmpty { json.member(key, value) }
      case .date(let property):
        if let date = property.value(in: self) { json.member(key, date.text) }
      case .rows(let property):
        let rows = property.value(in: self)
        guard !rows.isEmpty else { continue }
        json.key(key)
        json.list(rows, LabeledValue.write)
      case .addresses:
        guard !addresses.isEmpty else { continue }
        json.key(key)
        json.list(addresses, PostalAddress.write)
      case .groups:
        guard !groups.isEmpty else { continue }
        json.key(key)
        json.strings(groups)
      case .company:
        if isCompany { json.member(key, true) }
      }
    }
    json.closeObject()
  }

  /// The details `scanner` reads, written as `write(to:)` writes them (in any key order); nil
  /// for anything else: a key it does not know, a date it cannot read, a surrogate escape.
  package static func read(from scanner: inout JSONScanner) -> ContactDetails? {
    var details = ContactDetails()
    let read = scanner.object { key, scanner in
      guard let part = partsByKey[key] else { return false }
      switch part {
      case .text(let property):
        guard let value = scanner.string() else { return false }
        property.set(value, in: &details)
      case .date(let property):
        guard let date = scanner.string().flatMap(PartialDate.init) else { return false }
        property.set(date, in: &details)
      case .rows(let property):
        guard let rows = scanner.list(LabeledValue.read) else { return false }
        property.set(rows, in: &details)
      case .addresses:
        guard let addresses = scanner.list(PostalAddress.read) else { return false }
        details.addresses = addresses
      case .groups:
        guard let groups = scanner.list({ scanner in scanner.string() }) else { return false }
        details.groups = groups
      case .company:
        guard scanner.take("true") else { return false }
        details.isCompany = true
      }
      return true
    }
    return read ? details : nil
  }

  /// A part of the details, as its JSON holds it.
  private enum Part: Sendable {
    case text(StoredProperty<ContactDetails, String>)
    case date(StoredProperty<ContactDetails, PartialDate?>)
    case rows(StoredProperty<ContactDetails, [LabeledValue]>)
    case addresses
    case groups
    /// `isCompany`, written only when true.
    case company
  }

  /// Every part by its key, in the keys' order: the text details' keys are their fields' form
  /// names (`ContactFields.textDetails`), as `encode(to:)` writes them.
  private static let parts: [(key: String, part: Part)] =
    (ContactFields.textDetails.map { ($0.entry.formName, Part.text($0.detail.stored)) } + [
      ("birthday", .date(stored(\.birthday))), ("anniversary", .date(stored(\.anniversary))),
      ("addresses", .addresses), ("urls", .rows(stored(\.urls))),
      ("chats", .rows(stored(\.chats))), ("socialProfiles", .rows(stored(\.socialProfiles))),
      ("related", .rows(stored(\.related))), ("groups", .groups), ("company", .company),
    ]).sorted { $0.key < $1.key }

  private static let partsByKey = Dictionary(uniqueKeysWithValues: parts.map { ($0.key, $0.part) })

  private static func stored<T>(_ path: KeyPath<ContactDetails, T>) -> StoredProperty<
    ContactDetails, T
  > {
    // Each is a stored property of ContactDetails.
    StoredProperty(path)!
  }
}

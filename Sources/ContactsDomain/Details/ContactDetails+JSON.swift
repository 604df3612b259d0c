/// The details as JSON without `JSONEncoder` or `JSONDecoder`: what `encode(to:)` writes with
/// sorted keys, byte for byte, and reads back. The store writes and reads every contact's
/// details so, and `list --json` prints them so.
extension ContactDetails {
  /// Writes the parts that hold something, keys sorted, as `encode(to:)` with `.sortedKeys`.
  /// Each part is read at its offset in the value: reading through a key path copies the whole
  /// value (every string retained and released) for each of its thirty parts.
  package func write(to json: inout JSONWriter) {
    json.openObject()
    withUnsafeBytes(of: self) { details in
      for (key, part) in Self.parts {
        switch part {
        case .text(let offset):
          let value = details.load(fromByteOffset: offset, as: String.self)
          guard !value.isEmpty else { continue }
          json.key(key)
          json.string(value)
        case .date(let offset):
          guard let date = details.load(fromByteOffset: offset, as: PartialDate?.self) else {
            continue
          }
          json.key(key)
          json.string(date.text)
        case .rows(let offset):
          let rows = details.load(fromByteOffset: offset, as: [LabeledValue].self)
          guard !rows.isEmpty else { continue }
          json.key(key)
          json.openList()
          for row in rows { row.write(to: &json) }
          json.closeList()
        case .addresses:
          guard !addresses.isEmpty else { continue }
          json.key(key)
          json.openList()
          for address in addresses { address.write(to: &json) }
          json.closeList()
        case .groups:
          guard !groups.isEmpty else { continue }
          json.key(key)
          json.strings(groups)
        }
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
      case .text(let offset):
        guard let value = scanner.string() else { return false }
        details.store(value, at: offset)
      case .date(let offset):
        guard let date = scanner.string().flatMap(PartialDate.init) else { return false }
        details.store(Optional(date), at: offset)
      case .rows(let offset):
        guard let rows = scanner.list(LabeledValue.read) else { return false }
        details.store(rows, at: offset)
      case .addresses:
        guard let addresses = scanner.list(PostalAddress.read) else { return false }
        details.addresses = addresses
      case .groups:
        guard let groups = scanner.list({ scanner in scanner.string() }) else { return false }
        details.groups = groups
      }
      return true
    }
    return read ? details : nil
  }

  /// Sets the part at `offset` (one of `parts`, of type `T`) to `value`.
  private mutating func store<T>(_ value: T, at offset: Int) {
    withUnsafeMutableBytes(of: &self) { details in
      details.baseAddress!.advanced(by: offset).assumingMemoryBound(to: T.self).pointee = value
    }
  }

  /// A part of the details, as its JSON holds it: where the value holds it, for a part of a type
  /// several parts share.
  private enum Part: Sendable {
    case text(Int)
    case date(Int)
    case rows(Int)
    case addresses
    case groups
  }

  /// Every part by its key, in the keys' order: the text details' keys are their fields' form
  /// names (`ContactFields.textDetails`), as `encode(to:)` writes them.
  private static let parts: [(key: String, part: Part)] =
    (ContactFields.textDetails.map { ($0.entry.formName, Part.text(offset(of: $0.detail.path))) }
    + [
      ("birthday", .date(offset(of: \.birthday))),
      ("anniversary", .date(offset(of: \.anniversary))), ("addresses", .addresses),
      ("urls", .rows(offset(of: \.urls))), ("chats", .rows(offset(of: \.chats))),
      ("socialProfiles", .rows(offset(of: \.socialProfiles))),
      ("related", .rows(offset(of: \.related))), ("groups", .groups),
    ]).sorted { $0.key < $1.key }

  private static let partsByKey = Dictionary(uniqueKeysWithValues: parts.map { ($0.key, $0.part) })

  /// Where the value holds the stored property `path`.
  private static func offset<T>(of path: KeyPath<ContactDetails, T>) -> Int {
    // Every part is a stored property of ContactDetails, which always has an offset.
    MemoryLayout<ContactDetails>.offset(of: path)!
  }
}

extension PostalAddress {
  /// The parts' keys, sorted as `JSONEncoder` with `.sortedKeys` writes them, and where an
  /// address holds each (see `StoredProperty`).
  private static let keyed: [(key: String, part: StoredProperty<PostalAddress, String>)] =
    ([
      ("country", \.country), ("extended", \.extended), ("label", \.label),
      ("locality", \.locality), ("poBox", \.poBox), ("postalCode", \.postalCode),
      ("region", \.region), ("street", \.street),
    ] as [(String, KeyPath<PostalAddress, String>)]).map { key, path in
      // Each is a stored property of PostalAddress.
      (key, StoredProperty(path)!)
    }

  /// The address as its synthesized `Codable` writes it with sorted keys: every part, empty or
  /// not.
  package static func write(_ address: PostalAddress, to json: inout JSONWriter) {
    json.openObject()
    for (key, part) in keyed { json.member(key, part.value(in: address)) }
    json.closeObject()
  }

  /// The address `write(to:)` wrote (its keys in any order, each at most once); nil for
  /// anything else.
  package static func read(_ scanner: inout JSONScanner) -> PostalAddress? {
    var address = PostalAddress()
    var seen: UInt8 = 0
    let read = scanner.object { key, scanner in
      guard let index = keyed.firstIndex(where: { $0.key == key }), seen & 1 << index == 0,
        let value = scanner.string()
      else { return false }
      keyed[index].part.set(value, in: &address)
      seen |= 1 << index
      return true
    }
    return read && seen == 0xFF ? address : nil
  }
}

extension PostalAddress {
  /// The parts' keys, sorted as `JSONEncoder` with `.sortedKeys` writes them.
  private static let keyed:
    [(key: String, path: WritableKeyPath<PostalAddress, String> & Sendable)] = [
      ("country", \.country), ("extended", \.extended), ("label", \.label),
      ("locality", \.locality), ("poBox", \.poBox), ("postalCode", \.postalCode),
      ("region", \.region), ("street", \.street),
    ]

  /// The address, as the next element of the open list, as its synthesized `Codable` writes it
  /// with sorted keys: every part, empty or not.
  package func write(to json: inout JSONWriter) {
    json.element()
    json.openObject()
    for (key, path) in Self.keyed {
      json.key(key)
      json.string(self[keyPath: path])
    }
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
      address[keyPath: keyed[index].path] = value
      seen |= 1 << index
      return true
    }
    return read && seen == 0xFF ? address : nil
  }
}

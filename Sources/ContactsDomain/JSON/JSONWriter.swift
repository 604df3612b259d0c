/// JSON written straight into UTF-8 bytes, exactly as `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes` writes it (and with `.prettyPrinted` when `pretty`): the same
/// escapes, the same indentation, `[\n\n  ]` for an empty list. The caller writes an object's
/// keys in sorted order. Tests hold the two byte for byte; this costs a fraction of the encoder,
/// which goes through a tree of boxed values and a dictionary per object.
package struct JSONWriter {
  private var bytes: [UInt8] = []
  private let pretty: Bool
  private var depth = 0
  /// Whether the open list or object has no element yet.
  private var first = true

  package init(pretty: Bool, capacity: Int = 256) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
  }

  /// The bytes written, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Opens an object: `key(_:)` and a value for each member, then `closeObject()`.
  package mutating func openObject() { open(UInt8(ascii: "{")) }

  package mutating func openList() { open(UInt8(ascii: "[")) }

  package mutating func closeObject() { close(UInt8(ascii: "}")) }

  package mutating func closeList() { close(UInt8(ascii: "]")) }

  /// Starts the member `name` of the open object; its value follows.
  package mutating func key(_ name: String) {
    separate()
    string(name)
    if pretty {
      bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// A list of `values`, each written by `write`.
  package mutating func list<Element>(
    _ values: [Element], _ write: (Element, inout JSONWriter) -> Void
  ) {
    openList()
    for value in values {
      separate()
      write(value, &self)
    }
    closeList()
  }

  /// A list of strings.
  package mutating func strings(_ values: [String]) {
    list(values) { value, json in json.string(value) }
  }

  /// The member `name` of the open object, with a string value.
  package mutating func member(_ name: String, _ value: String) {
    key(name)
    string(value)
  }

  /// The member `name` of the open object, with a `true` or `false` value.
  package mutating func member(_ name: String, _ value: Bool) {
    key(name)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  package mutating func number(_ value: Int64) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// `value` in quotes: `"` and `\` escaped, the control characters below U+0020 as `\n`, `\t`,
  /// `\b`, `\f`, `\r` or `\u001b`; everything else as it is, in UTF-8.
  package mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        escape(byte)
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  // MARK: - Private

  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      let hex = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
    }
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    if pretty { bytes.append(0x0A) }
    depth += 1
    first = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if pretty {
      bytes.append(0x0A)
      indent()
    }
    bytes.append(bracket)
    first = false
  }

  /// The comma before any element but the first, and in pretty print the line break and
  /// indentation before each.
  private mutating func separate() {
    if !first { bytes.append(UInt8(ascii: ",")) }
    if pretty {
      if !first { bytes.append(0x0A) }
      indent()
    }
    first = false
  }

  private mutating func indent() {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }
}

/// Reads keys from the bytes a terminal sends in raw mode: UTF-8 text, the escape sequences of
/// arrows and editing keys, Enter, Tab, Backspace and Ctrl keys. A sequence split across reads is
/// kept until the rest arrives; a lone Esc is told from the start of a sequence by `flush()`,
/// which the reader calls when no byte follows it soon.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// True while bytes wait for the rest of their key (an Esc, a sequence, a UTF-8 character).
  public var hasPending: Bool { !pending.isEmpty }

  /// The keys `bytes` complete, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    while let (key, used) = Self.key(at: pending[...]) {
      pending.removeFirst(used)
      if let key { keys.append(key) }
    }
    return keys
  }

  /// The keys the waiting bytes make when nothing more follows them: a lone Esc, Alt with a key
  /// (read as Esc then the key), the bytes of an unfinished character dropped.
  public mutating func flush() -> [Key] {
    guard pending.first == 0x1B else {
      pending.removeAll()
      return []
    }
    pending.removeFirst()
    return [.escape] + feed([])
  }

  /// The key at the start of `bytes` and how many bytes it took (a nil key for a sequence this
  /// reader ignores); nil when the bytes are not complete yet.
  static func key(at bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escape(bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (nil, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return (nil, 1)
    default: return character(bytes)
    }
  }

  /// One UTF-8 character; an invalid byte is skipped.
  private static func character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case ..<0x80: 1
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard bytes.count >= length else { return nil }
    let encoded = bytes.prefix(length)
    guard encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let text = String(validating: encoded, as: UTF8.self), let character = text.first
    else { return (nil, 1) }
    return (.character(character), length)
  }

  /// Esc alone (told only by `flush`), or a CSI (`Esc [`) or SS3 (`Esc O`) sequence.
  private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
    var end = start + 2
    while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return nil }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    return (sequence(final: bytes[end], parameters: parameters), end - start + 1)
  }

  private static func sequence(final: UInt8, parameters: String) -> Key? {
    switch Character(Unicode.Scalar(final)) {
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    case "Z": .backTab
    case "~":
      switch parameters.split(separator: ";").first {
      case "1", "7": .home
      case "4", "8": .end
      case "3": .delete
      case "5": .pageUp
      case "6": .pageDown
      default: nil
      }
    default: nil
    }
  }
}

import Foundation

/// A card's content lines as a filter reads them: unfolded, each a property's name (without a
/// group), its parameters and its value. Enough to match text; the format reads cards properly.
struct VCardLines: Sendable {
  struct Line: Sendable {
    let name: String
    let parameters: [String: [String]]
    let value: String
  }

  let lines: [Line]

  init(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var unfolded: [String] = []
    for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      if let first = raw.first, first == " " || first == "\t", !unfolded.isEmpty {
        unfolded[unfolded.count - 1] += raw.dropFirst()
      } else {
        unfolded.append(String(raw))
      }
    }
    lines = unfolded.compactMap(Self.line)
  }

  private static func line(_ text: String) -> Line? {
    guard let colon = Self.valueStart(text) else { return nil }
    let head = text[..<colon].split(separator: ";", omittingEmptySubsequences: false)
    guard let qualified = head.first else { return nil }
    let name = qualified.split(separator: ".").last.map { $0.uppercased() } ?? ""
    var parameters: [String: [String]] = [:]
    for parameter in head.dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      let key = parts.first.map { $0.uppercased() } ?? ""
      let values = parts.count == 2 ? parts[1].split(separator: ",").map(String.init) : []
      parameters[key, default: []] += values
    }
    return Line(
      name: name, parameters: parameters, value: String(text[text.index(after: colon)...]))
  }

  /// The colon that ends a line's name and parameters (one inside quotes does not).
  private static func valueStart(_ text: String) -> String.Index? {
    var quoted = false
    for index in text.indices {
      if text[index] == "\"" { quoted.toggle() }
      if text[index] == ":", !quoted { return index }
    }
    return nil
  }

  /// Whether `body` has a non-empty `UID` line.
  static func hasUID(_ body: Data) -> Bool {
    VCardLines([UInt8](body)).lines.contains {
      $0.name == "UID" && !$0.value.trimmingCharacters(in: .whitespaces).isEmpty
    }
  }

  /// The lines of property `name`.
  func lines(named name: String) -> [Line] {
    let name = name.uppercased()
    return lines.filter { $0.name == name }
  }
}

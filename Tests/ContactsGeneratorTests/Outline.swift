import Foundation

/// The structure of a Swift file, without its comments and most of its bodies: each type's
/// declaration line; each member's declaration, a function's parameters one by one; and from
/// function bodies the calls that assemble and navigate (to types named after the module, or on
/// `screens` and `wireframe`). For files `swift format` wrote, so that layout does not vary.
struct Outline {
  private(set) var entries: Set<String> = []

  /// The outline of `text`, a file of module `module` (`ExportContacts`).
  init(_ text: String, module: String) {
    var reader = Reader(module: module)
    let characters = Array(Self.withoutComments(text))
    for index in characters.indices {
      let next = characters[(index + 1)...].first { $0 != " " && $0 != "\n" }
      reader.read(characters[index], next: next)
    }
    entries = reader.entries
  }

  private static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
  }
}

/// Reads a file character by character, keeping what its outline needs.
private struct Reader {
  private enum Frame {
    case type(String)
    case function(owner: String, name: String, body: String)
    case nested
  }

  let module: String
  var entries: Set<String> = []
  private var frames: [Frame] = []
  private var pending = ""

  init(module: String) {
    self.module = module
  }

  /// The type whose members are being read, "" at the top; nil inside a body.
  private var declarationOwner: String? {
    switch frames.last {
    case nil: ""
    case .type(let name): name
    case .function, .nested: nil
    }
  }

  mutating func read(_ character: Character, next: Character?) {
    if let owner = declarationOwner {
      switch character {
      case "{":
        frames.append(declare(normalized(pending), owner: owner))
        pending = ""
      case "}":
        frames.removeLast()
        pending = ""
      case "\n", ";":
        let text = normalized(pending)
        if isComplete(text, next: next) {
          if !text.isEmpty { _ = declare(text, owner: owner) }
          pending = ""
        } else {
          pending.append(" ")
        }
      default: pending.append(character)
      }
      return
    }
    if character == "{" { frames.append(.nested) }
    if character == "}", case .function(let owner, let name, let body) = frames.removeLast() {
      for call in calls(in: body) { entries.insert("\(owner).\(name) calls \(call)") }
      return
    }
    guard let index = frames.lastIndex(where: { if case .function = $0 { true } else { false } }),
      case .function(let owner, let name, let body) = frames[index]
    else { return }
    frames[index] = .function(owner: owner, name: name, body: body + String(character))
  }

  /// Records declaration `text` of a member of `owner` and gives the frame its body opens.
  private mutating func declare(_ text: String, owner: String) -> Frame {
    if text.hasPrefix("import ") || text.isEmpty { return .nested }
    let words = text.split(separator: " ")
    let introducers: Set<Substring> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    if let at = words.firstIndex(where: introducers.contains), at + 1 < words.count,
      !text.prefix(while: { $0 != "(" }).contains("func")
    {
      entries.insert("type \(text)")
      return .type(String(words[at + 1].prefix { $0.isLetter || $0.isNumber }))
    }
    guard let open = text.firstIndex(of: "("), let close = matchingParenthesis(text, from: open),
      text[..<open].contains("func") || text[..<open].hasSuffix("init")
    else {
      entries.insert("\(owner): \(text)")
      let name = text.split(separator: ":").first?.split(separator: " ").last ?? ""
      return .function(owner: owner, name: String(name), body: "")
    }
    let name = String(text[..<open].split(separator: " ").last ?? "")
    entries.insert("\(owner): \(text[..<open])(…)\(text[text.index(after: close)...])")
    for parameter in arguments(text[text.index(after: open)..<close]) {
      entries.insert("\(owner).\(name) parameter \(parameter)")
    }
    return .function(owner: owner, name: name, body: "")
  }

  /// The calls in `body` that assemble the module or navigate, as `callee(label:…)`, an
  /// unlabelled argument that is an enum case written out (`dismiss(.exportContacts)`).
  private func calls(in body: String) -> [String] {
    let text = normalized(body)
    var found: [String] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "(") {
      index = text.index(after: open)
      let callee = String(
        text[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "?" }
          .reversed())
      let named = callee.contains(module)
      let navigates = callee.hasPrefix("screens") || callee.hasPrefix("wireframe")
      guard named || navigates, let close = matchingParenthesis(text, from: open) else { continue }
      let labels = arguments(text[index..<close]).map { argument in
        if argument.hasPrefix(".") { return argument }
        let label = argument.prefix { $0.isLetter || $0.isNumber }
        return argument.dropFirst(label.count).hasPrefix(":") ? "\(label):" : "_:"
      }
      found.append("\(callee)(\(labels.joined()))")
    }
    return found
  }

  private func isComplete(_ text: String, next: Character?) -> Bool {
    let depth = text.reduce(0) { $0 + ("([".contains($1) ? 1 : ")]".contains($1) ? -1 : 0) }
    let continues = [",", "(", "[", "->", ":", "=", "&"].contains { text.hasSuffix($0) }
    let attribute = text.hasPrefix("@") && !text.contains(" ")
    return depth == 0 && !continues && !attribute && next != "-" && next != "{"
  }

  private func normalized(_ text: some StringProtocol) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
      .replacingOccurrences(of: ",)", with: ")")
  }

  private func matchingParenthesis(_ text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    for index in text[open...].indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }

  /// The comma-separated arguments (or parameters) of `list`, without their own brackets.
  private func arguments(_ list: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in list {
      if "([".contains(character) { depth += 1 }
      if ")]".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.map(normalized).filter { !$0.isEmpty }
  }
}

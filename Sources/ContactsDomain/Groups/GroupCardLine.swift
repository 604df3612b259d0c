import Foundation

/// One content line of a group card's text, as it stands in the text: its physical lines
/// (a folded line and its continuations), each with its CRLF.
struct GroupCardLine {
  /// The line as the text holds it, folding and line breaks included.
  let text: String

  /// `text` cut into its content lines; joined again they are `text`, byte for byte.
  static func lines(of text: String) -> [GroupCardLine] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      // "\r\n" is one Character in Swift; a lone LF ends a line too.
      let end = rest.firstIndex { $0 == "\r\n" || $0 == "\n" }.map { rest.index(after: $0) }
      let physical = String(rest[..<(end ?? rest.endIndex)])
      rest = rest[(end ?? rest.endIndex)...]
      if let last = lines.last, physical.first == " " || physical.first == "\t",
        !last.isEmpty
      {
        lines[lines.count - 1] += physical
      } else {
        lines.append(physical)
      }
    }
    return lines.map(GroupCardLine.init)
  }

  /// The line unfolded, without its line breaks.
  var unfolded: String {
    var result = ""
    for (index, physical) in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\r\n" || $0 == "\n" }
    ).enumerated() {
      result += index == 0 ? physical : physical.dropFirst()
    }
    return result
  }

  /// The property's name, upper-cased, without a group prefix (`item1.`).
  var name: String {
    let line = unfolded
    let end = line.firstIndex { $0 == ";" || $0 == ":" } ?? line.endIndex
    let name = line[..<end]
    return (name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name).uppercased()
  }

  /// Whether the line names a member of the group (`MEMBER`, `X-ADDRESSBOOKSERVER-MEMBER`).
  var isMember: Bool { name == "MEMBER" || name == "X-ADDRESSBOOKSERVER-MEMBER" }

  /// The line's value, unescaped and trimmed: after the first colon outside a quoted
  /// parameter value.
  var value: String {
    var quoted = false
    let line = unfolded
    for index in line.indices {
      if line[index] == "\"" { quoted.toggle() }
      if line[index] == ":", !quoted {
        return Self.unescaped(line[line.index(after: index)...])
          .trimmingCharacters(in: .whitespaces)
      }
    }
    return ""
  }

  /// `value` with vCard's backslash escapes (`\\`, `\,`, `\;`, `\n`) written out.
  static func escaped(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "\\", ",", ";": result += "\\\(character)"
      case "\n", "\r\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// `line` folded as vCard folds: at most 75 octets a physical line, a continuation starting
  /// with a space, never inside a character; ended by CRLF.
  static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for character in line {
      let size = String(character).utf8.count
      if octets + size > 75 {
        result += "\r\n "
        octets = 1
      }
      result.append(character)
      octets += size
    }
    return result + "\r\n"
  }

  private static func unescaped(_ value: Substring) -> String {
    var result = ""
    var escaping = false
    for character in value {
      if escaping {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}

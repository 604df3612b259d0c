/// `VCardExtras` as JSON by hand: what `JSONEncoder` with sorted keys and unescaped slashes
/// writes, byte for byte (a test holds them equal), at a fraction of its cost. Import encodes
/// and export decodes the extras of every card.
enum ExtrasJSON {
  static func encode(_ extras: VCardExtras) -> String {
    var out = "{\"fieldDetails\":"
    append(extras.fieldDetails, to: &out)
    out += ",\"keptProperties\":"
    append(extras.keptProperties, to: &out)
    if let revision = extras.revision {
      out += ",\"revision\":"
      append(string: revision, to: &out)
    }
    out += "}"
    return out
  }

  private static func append(_ properties: [VCardProperty], to out: inout String) {
    out += "["
    for (index, property) in properties.enumerated() {
      if index > 0 { out += "," }
      out += "{"
      if let group = property.group {
        out += "\"group\":"
        append(string: group, to: &out)
        out += ","
      }
      out += "\"name\":"
      append(string: property.name, to: &out)
      out += ",\"parameters\":["
      for (index, parameter) in property.parameters.enumerated() {
        if index > 0 { out += "," }
        out += "{\"name\":"
        append(string: parameter.name, to: &out)
        out += ",\"values\":["
        for (index, value) in parameter.values.enumerated() {
          if index > 0 { out += "," }
          append(string: value, to: &out)
        }
        out += "]}"
      }
      out += "],\"value\":"
      append(string: property.value, to: &out)
      out += "}"
    }
    out += "]"
  }

  private static func append(string: String, to out: inout String) {
    out += "\""
    guard string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      out += string
      out += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

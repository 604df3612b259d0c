/// Turns a content line into a version-neutral `VCardProperty`: encodings and charsets decoded,
/// 2.1's escaping brought to 4.0's, parameters mapped (`ParameterMapping`, `BinaryValues`).
enum PropertyDecoder {
  /// Properties whose value is a URI, where a comma in a 2.1 value is not escaped.
  private static let uriProperties: Set = [
    "URL", "PHOTO", "LOGO", "SOUND", "KEY", "UID", "SOURCE", "FBURL", "CALURI", "CALADRURI",
    "IMPP", "MEMBER", "RELATED", "GEO",
  ]

  /// The property of `line`; throws for a `CHARSET` it does not know.
  static func property(_ line: ContentLine, legacy: Bool) throws(LineFailure) -> VCardProperty {
    let charset = line.parameters.first { $0.name == "CHARSET" }?.values.first
    guard let charset, ValueDecoder.text([], charset: charset) == nil else {
      return property(line, legacy: legacy, charset: charset)
    }
    throw LineFailure(line: line.number, reason: "unknown CHARSET=\(charset)")
  }

  /// The property of `line` with its value read in `charset` (UTF-8, else Windows-1252, when nil
  /// or unknown), whatever its `CHARSET` parameter says.
  static func property(_ line: ContentLine, legacy: Bool, charset: String?) -> VCardProperty {
    var encoding: String?
    var parameters: [VCardParameter] = []
    for parameter in line.parameters {
      switch parameter.name {
      case "ENCODING": encoding = parameter.values.first?.uppercased()
      case "CHARSET": continue
      default:
        if let decoded = ParameterMapping.decoded(parameter, legacy: legacy) {
          parameters.append(decoded)
        }
      }
    }
    let isQuotedPrintable = encoding == "QUOTED-PRINTABLE"
    let bytes = isQuotedPrintable ? ValueDecoder.quotedPrintable(line.value)[...] : line.value
    var value =
      ValueDecoder.text(bytes, charset: charset) ?? ValueDecoder.text(bytes, charset: nil) ?? ""
    // A lone CR inside a value of a CRLF file (see LineScanner) is a line break.
    let hasLineBreak =
      value.utf8.withContiguousStorageIfAvailable { $0.contains(0x0D) } ?? value.utf8.contains(0x0D)
    if encoding == "B" || encoding == "BASE64" {
      value = BinaryValues.dataURI(value, name: line.name, parameters: &parameters)
    } else if legacy {
      let isURI =
        uriProperties.contains(line.name)
        || parameters.contains {
          $0.name == "VALUE" && ["uri", "url"].contains($0.values.first?.lowercased())
        }
      value = LegacyText.canonical21(value, escapesCommas: !isURI)
    } else if isQuotedPrintable || hasLineBreak {
      value = LegacyText.lineBreaksEscaped(value)
    } else {
      value = BinaryValues.canonical(value)
    }
    return VCardProperty(
      group: line.group, name: line.name,
      parameters: ParameterMapping.canonical(parameters, name: line.name), value: value)
  }
}

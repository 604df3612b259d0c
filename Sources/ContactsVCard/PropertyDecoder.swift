/// Turns a content line into a version-neutral `VCardProperty`: encodings and charsets decoded,
/// 2.1's escaping brought to 4.0's, parameters mapped (`ParameterMapping`, `BinaryValues`).
enum PropertyDecoder {
  /// Properties whose value is a URI, where a comma in a 2.1 value is not escaped.
  private static let uriProperties: Set = [
    "URL", "PHOTO", "LOGO", "SOUND", "KEY", "UID", "SOURCE", "FBURL", "CALURI", "CALADRURI",
    "IMPP", "MEMBER", "RELATED", "GEO",
  ]

  static func property(_ line: ContentLine, legacy: Bool) throws(LineFailure) -> VCardProperty {
    var encoding: String?
    var charset: String?
    var parameters: [VCardParameter] = []
    for parameter in line.parameters {
      switch parameter.name {
      case "ENCODING": encoding = parameter.values.first?.uppercased()
      case "CHARSET": charset = parameter.values.first
      default:
        if let decoded = ParameterMapping.decoded(parameter, legacy: legacy) {
          parameters.append(decoded)
        }
      }
    }
    let isQuotedPrintable = encoding == "QUOTED-PRINTABLE"
    let bytes = isQuotedPrintable ? ValueDecoder.quotedPrintable(line.value)[...] : line.value
    guard var value = ValueDecoder.text(bytes, charset: charset) else {
      throw LineFailure(line: line.number, reason: "unknown CHARSET=\(charset ?? "")")
    }
    if encoding == "B" || encoding == "BASE64" {
      value = BinaryValues.dataURI(value, name: line.name, parameters: &parameters)
    } else if legacy {
      let isURI =
        uriProperties.contains(line.name)
        || parameters.contains {
          $0.name == "VALUE" && ["uri", "url"].contains($0.values.first?.lowercased())
        }
      value = LegacyText.canonical21(value, escapesCommas: !isURI)
    } else if isQuotedPrintable {
      value = LegacyText.lineBreaksEscaped(value)
    } else {
      value = BinaryValues.canonical(value)
    }
    return VCardProperty(
      group: line.group, name: line.name,
      parameters: ParameterMapping.canonical(parameters, name: line.name), value: value)
  }
}

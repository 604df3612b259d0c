/// Turns a content line into a version-neutral `VCardProperty`: encodings and charsets decoded,
/// 2.1's escaping brought to 4.0's, parameters mapped (`ParameterMapping`, `BinaryValues`).
enum PropertyDecoder {
  /// Properties whose value is a URI, where a comma in a 2.1 value is not escaped.
  private static let uriProperties: Set = [
    "URL", "PHOTO", "LOGO", "SOUND", "KEY", "UID", "SOURCE", "FBURL", "CALURI", "CALADRURI",
    "IMPP", "MEMBER", "RELATED", "GEO",
  ]

  /// The property of `line`, bytes that are not UTF-8 read in `codePage`; throws for a `CHARSET`
  /// it does not know.
  static func property(_ line: ContentLine, legacy: Bool, codePage: LegacyCodePage)
    throws(LineFailure) -> VCardProperty
  {
    let charset = charset(of: line)
    guard let charset, ValueDecoder.text([], charset: charset) == nil else {
      return property(line, legacy: legacy, charset: charset, codePage: codePage)
    }
    throw LineFailure(line: line.number, reason: "unknown CHARSET=\(charset)")
  }

  /// The property of `line` with its value read in `charset` (UTF-8, else `codePage`, when nil
  /// or unknown), whatever its `CHARSET` parameter says.
  static func property(
    _ line: ContentLine, legacy: Bool, charset: String?, codePage: LegacyCodePage
  ) -> VCardProperty {
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
      ValueDecoder.text(bytes, charset: charset, codePage: codePage)
      ?? ValueDecoder.text(bytes, charset: nil, codePage: codePage) ?? ""
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

  /// The value bytes of `line` (quoted-printable decoded) when they are to be read in the card's
  /// code page: valid UTF-8 is not, nor a value with a charset other than UTF-8.
  static func codePageSample(_ line: ContentLine) -> [UInt8]? {
    let isQuotedPrintable = line.parameters.contains {
      $0.name == "ENCODING" && $0.values.first?.uppercased() == "QUOTED-PRINTABLE"
    }
    guard isQuotedPrintable || line.value.contains(where: { $0 >= 0x80 }) else { return nil }
    let bytes = isQuotedPrintable ? ValueDecoder.quotedPrintable(line.value)[...] : line.value
    return ValueDecoder.needsCodePage(bytes, charset: charset(of: line)) ? Array(bytes) : nil
  }

  private static func charset(of line: ContentLine) -> String? {
    line.parameters.first { $0.name == "CHARSET" }?.values.first
  }
}

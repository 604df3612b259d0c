import ContactsDomain

/// Reads the JSON `ExtrasJSON` writes, with the keys in its order; nil for anything else, which
/// `VCardExtras` then hands to `JSONDecoder`.
enum ExtrasJSONParser {
  static func parse(_ text: String) -> VCardExtras? {
    var scanner = JSONScanner(text)
    guard scanner.take("{\"fieldDetails\":"), let details = properties(&scanner),
      scanner.take(",\"keptProperties\":"), let kept = properties(&scanner)
    else { return nil }
    var revision: String?
    if scanner.take(",\"revision\":") {
      guard let value = scanner.string() else { return nil }
      revision = value
    }
    guard scanner.take("}"), scanner.atEnd else { return nil }
    return VCardExtras(revision: revision, fieldDetails: details, keptProperties: kept)
  }

  private static func properties(_ scanner: inout JSONScanner) -> [VCardProperty]? {
    scanner.list { scanner -> VCardProperty? in
      guard scanner.take("{") else { return nil }
      var group: String?
      if scanner.take("\"group\":") {
        guard let value = scanner.string(), scanner.take(",") else { return nil }
        group = value
      }
      guard scanner.take("\"name\":"), let name = scanner.string(),
        scanner.take(",\"parameters\":"), let parameters = scanner.list(parameter),
        scanner.take(",\"value\":"), let value = scanner.string(), scanner.take("}")
      else { return nil }
      var property = VCardProperty(group: group, name: "", parameters: parameters, value: value)
      property.name = name
      return property
    }
  }

  private static func parameter(_ scanner: inout JSONScanner) -> VCardParameter? {
    guard scanner.take("{\"name\":"), let name = scanner.string(), scanner.take(",\"values\":"),
      let values = scanner.list({ scanner in scanner.string() }), scanner.take("}")
    else { return nil }
    var parameter = VCardParameter(name: "", values: values)
    parameter.name = name
    return parameter
  }
}

/// The parameters of each version, mapped to and from the version-neutral form (`VCardProperty`).
///
/// Reading: `TYPE` values are split at commas (also inside quotes, as RFC 6350's own examples write
/// `TYPE="work,voice"`) and lowercased; `TYPE=pref` becomes `PREF=1` in its place; `VALUE=url`
/// becomes `VALUE=uri`, and is dropped where a URI is the default (`PHOTO`, `LOGO`, `SOUND`).
/// Writing 3.0: `PREF=1` becomes `TYPE=pref` in its place (a later preference, `PREF=2`, has no
/// 3.0 form and is written as it is, which 3.0 readers ignore), and those URIs get `VALUE=uri` back.
enum ParameterMapping {
  /// Properties whose value is a URI by default in 4.0 and binary by default in 3.0.
  static let mediaProperties: Set = ["PHOTO", "LOGO", "SOUND"]

  // MARK: - Reading

  /// `parameter` as read, with RFC 6868's `^n`, `^'` and `^^` decoded unless the card is 2.1.
  static func decoded(_ parameter: VCardParameter, legacy: Bool) -> VCardParameter? {
    var values = legacy ? parameter.values : parameter.values.map(caretDecoded)
    if parameter.name == "TYPE" {
      values = values.flatMap { $0.split(separator: ",") }.map {
        FieldText.trimmed(String($0)).lowercased()
      }
      .filter { !$0.isEmpty }
      if values.isEmpty { return nil }
    }
    return VCardParameter(name: parameter.name, values: values)
  }

  /// The version-neutral parameters of a property called `name`.
  static func canonical(_ parameters: [VCardParameter], name: String) -> [VCardParameter] {
    var result: [VCardParameter] = []
    var hasPreference = parameters.contains { $0.name == "PREF" }
    for parameter in parameters {
      switch parameter.name {
      case "TYPE" where parameter.values.contains("pref"):
        let others = parameter.values.filter { $0 != "pref" }
        if !others.isEmpty { result.append(VCardParameter(name: "TYPE", values: others)) }
        if !hasPreference { result.append(VCardParameter("PREF", "1")) }
        hasPreference = true
      case "VALUE":
        let value = parameter.values.first?.lowercased() ?? ""
        let uri = value == "url" ? "uri" : value
        if uri == "uri", mediaProperties.contains(name) { continue }
        result.append(VCardParameter("VALUE", uri))
      default:
        result.append(parameter)
      }
    }
    return result
  }

  // MARK: - Writing

  /// `parameters` as vCard 3.0 writes them; `isURI` when the value is a URI, not inline binary.
  static func adapted3(_ parameters: [VCardParameter], name: String, isURI: Bool)
    -> [VCardParameter]
  {
    var result = parameters.map { parameter in
      parameter.name == "PREF" && parameter.values == ["1"]
        ? VCardParameter("TYPE", "pref") : parameter
    }
    if isURI, mediaProperties.contains(name), !result.contains(where: { $0.name == "VALUE" }) {
      result.insert(VCardParameter("VALUE", "uri"), at: 0)
    }
    return result
  }

  // MARK: - RFC 6868

  private static func caretDecoded(_ value: String) -> String {
    guard value.utf8.contains(UInt8(ascii: "^")) else { return value }
    var result = ""
    var iterator = value.makeIterator()
    while let character = iterator.next() {
      guard character == "^" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "n": result.append("\n")
      case "'": result.append("\"")
      case "^": result.append("^")
      case let other?: result += "^" + String(other)
      case nil: result.append("^")
      }
    }
    return result
  }
}

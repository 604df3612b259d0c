import Foundation

/// vCards the tests write, and what they read back of a server's.
enum Card {
  /// A vCard of `version` (3.0 or 4.0) for `given` `family`, with `uid`, lines ended by CRLF.
  static func text(uid: String, _ given: String, _ family: String, version: String = "3.0")
    -> String
  {
    [
      "BEGIN:VCARD", "VERSION:\(version)", "UID:\(uid)", "N:\(family);\(given);;;",
      "FN:\(given) \(family)", "END:VCARD",
    ].joined(separator: "\r\n") + "\r\n"
  }

  /// The UID of the vCard `text` ("" when it has none).
  static func uid(of text: String) -> String {
    value(of: "UID", in: text) ?? ""
  }

  /// The value of the first property `name` (no parameters, any case, folding undone).
  static func value(of name: String, in text: String) -> String? {
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
      .replacingOccurrences(of: "\n ", with: "")
    for line in unfolded.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = parts[0].split(separator: ";")[0].split(separator: ".").last ?? ""
      if key.uppercased() == name { return String(parts[1]) }
    }
    return nil
  }
}

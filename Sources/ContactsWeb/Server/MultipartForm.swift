import Foundation

/// A `multipart/form-data` body, as a browser sends a form with a file: what the import page
/// needs, and no more (no nested multiparts, no transfer encodings).
struct MultipartForm: Sendable {
  /// One field: its name, the file name when it is a file, and its bytes.
  struct Part: Sendable {
    let name: String
    let fileName: String?
    let data: Data
  }

  let parts: [Part]

  /// The text of the field `name`, if sent.
  func text(_ name: String) -> String? {
    parts.first { $0.name == name && $0.fileName == nil }.map {
      String(decoding: $0.data, as: UTF8.self)
    }
  }

  /// Parses `body` sent with `contentType`; nil when it is not a well-formed multipart body.
  init?(body: Data, contentType: String) {
    guard contentType.lowercased().hasPrefix("multipart/form-data"),
      let boundary = Self.parameter("boundary", in: contentType), !boundary.isEmpty
    else { return nil }
    let delimiter = Data("--\(boundary)".utf8)
    let crlf = Data("\r\n".utf8)
    var parts: [Part] = []
    guard var cursor = body.range(of: delimiter)?.upperBound else { return nil }
    while true {
      // After a delimiter: "--" ends the body, CRLF starts a part.
      if body[cursor...].starts(with: Data("--".utf8)) { break }
      guard body[cursor...].starts(with: crlf) else { return nil }
      cursor += crlf.count
      guard let headersEnd = body.range(of: Data("\r\n\r\n".utf8), in: cursor..<body.endIndex),
        let next = body.range(of: crlf + delimiter, in: headersEnd.upperBound..<body.endIndex)
      else { return nil }
      let headers = String(decoding: body[cursor..<headersEnd.lowerBound], as: UTF8.self)
      guard let disposition = Self.header("content-disposition", in: headers),
        let name = Self.parameter("name", in: disposition)
      else { return nil }
      parts.append(
        Part(
          name: name, fileName: Self.parameter("filename", in: disposition),
          data: body[headersEnd.upperBound..<next.lowerBound]))
      cursor = next.upperBound
    }
    self.parts = parts
  }

  // MARK: - Private

  private static func header(_ name: String, in headers: String) -> String? {
    for line in headers.components(separatedBy: "\r\n") {
      let pieces = line.split(separator: ":", maxSplits: 1)
      if pieces.count == 2, pieces[0].trimmingCharacters(in: .whitespaces).lowercased() == name {
        return pieces[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// `name=value` or `name="value"` among `;`-separated parameters.
  private static func parameter(_ name: String, in value: String) -> String? {
    for piece in value.split(separator: ";").dropFirst() {
      let pair = piece.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name
      else { continue }
      var text = pair[1].trimmingCharacters(in: .whitespaces)
      if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
        text = String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
      }
      return text
    }
    return nil
  }
}

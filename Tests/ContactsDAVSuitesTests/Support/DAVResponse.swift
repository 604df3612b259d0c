import ContactsTestSupport
import Foundation

/// An answer as curl printed it: the status, the headers (names in lower case) and the body.
struct DAVResponse: Sendable {
  let status: Int
  let headers: [String: String]
  let body: String

  init(raw: String) throws {
    var rest = Substring(raw)
    while true {
      guard let end = rest.range(of: "\r\n\r\n") else {
        throw PeerFailure(description: "an answer without headers: \(raw.prefix(200))")
      }
      let head = rest[..<end.lowerBound].split(separator: "\r\n")
      rest = rest[end.upperBound...]
      let statusLine = head.first.map(String.init) ?? ""
      guard let code = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      else { throw PeerFailure(description: "no status line in \(statusLine)") }
      if (100..<200).contains(code) { continue }
      status = code
      headers = headerFields(head.dropFirst())
      body = String(rest)
      return
    }
  }

  /// The multistatus's responses, each its `DAV:response` element's text.
  var responses: [String] { XMLText.elements("response", in: body) }
}

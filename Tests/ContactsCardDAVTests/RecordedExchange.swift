import ContactsTestSupport
import Foundation
import Testing

/// One of the exchanges recorded with Radicale and Xandikos (`Fixtures/`): the response's
/// status, headers and body.
struct RecordedExchange {
  let status: Int
  let headers: [String: String]
  let body: Data

  init(_ name: String) throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    let text = try String(contentsOf: url, encoding: .utf8)
    let response = text.components(separatedBy: "### RESPONSE\n").last ?? text
    let parts = response.components(separatedBy: "\r\n\r\n")
    let head = parts[0].components(separatedBy: "\r\n")
    status = Int(head[0].split(separator: " ")[1]) ?? 0
    headers = headerFields(head.dropFirst())
    body = Data(parts.dropFirst().joined(separator: "\r\n\r\n").utf8)
  }

  static let url = URL(string: "http://127.0.0.1:5232/alice/contacts/")!
}

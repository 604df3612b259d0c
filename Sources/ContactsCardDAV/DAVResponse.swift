import Foundation

/// One HTTP answer: status, headers that matter, body.
struct DAVResponse: Sendable {
  let url: URL
  let status: Int
  let contentType: String
  let etag: String?
  let location: String?
  let body: Data

  /// The same answer with `body`.
  func with(body: Data) -> DAVResponse {
    DAVResponse(
      url: url, status: status, contentType: contentType, etag: etag, location: location,
      body: body)
  }

  /// The body as text, shortened for an error message.
  var bodyExcerpt: String {
    let text = String(decoding: body.prefix(200), as: UTF8.self)
      .replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? "HTTP \(status)" : "HTTP \(status): \(text)"
  }

  /// Whether the body claims to be XML.
  var isXML: Bool { contentType.lowercased().contains("xml") }
}

import ContactsDomain
import Foundation

extension CardDAVTransport {
  /// Sends a PROPFIND or REPORT and reads its multistatus, its resources given to `each` as
  /// they are read when there is one. An answer that is not a 207 with XML (an HTML page, a
  /// login form, a proxy's error) throws: it is never read as "no cards".
  func multistatus(
    _ method: String, _ url: URL, depth: Int, body: String,
    each: ((DAVResource) -> Void)? = nil
  ) async throws -> Multistatus {
    let response = try await send(
      method, url,
      headers: [("Depth", String(depth)), ("Content-Type", "application/xml; charset=utf-8")],
      body: Data(body.utf8))
    try Self.expectMultistatus(response)
    return try Multistatus.read(response.body, from: url, each: each)
  }

  static func expectMultistatus(_ response: DAVResponse) throws {
    let url = response.url.absoluteString
    switch response.status {
    case 207 where response.isXML:
      return
    case 207:
      throw RemoteError.notWebDAV(url: url, reason: "the answer is \(response.contentType)")
    case 403:
      throw RemoteError.forbidden(url: url, reason: response.bodyExcerpt)
    case 404, 405:
      throw RemoteError.noAddressBook(url: url, reason: response.bodyExcerpt)
    default:
      let kind = response.contentType.isEmpty ? "" : " \(response.contentType)"
      throw RemoteError.notWebDAV(
        url: url, reason: "HTTP \(response.status)\(kind) instead of a WebDAV multistatus")
    }
  }
}

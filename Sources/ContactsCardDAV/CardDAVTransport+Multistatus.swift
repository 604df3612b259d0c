import ContactsDomain
import ContactsSpool
import Foundation

extension CardDAVTransport {
  /// Sends a PROPFIND or REPORT and reads its multistatus, its resources given to `each` as
  /// they are read when there is one. The answer goes to a scratch file as it arrives and is
  /// parsed from there, so a large book's listing is never held in memory. An answer that is
  /// not a 207 with XML (an HTML page, a login form, a proxy's error) goes to `refused`, then
  /// throws: it is never read as "no cards".
  func multistatus(
    _ method: String, _ url: URL, depth: Int, body: String,
    each: ((DAVResource) throws -> Void)? = nil,
    refused: (DAVResponse) throws -> Void = { _ in }
  ) async throws -> Multistatus {
    try await exchange(
      method, url,
      headers: [("Depth", String(depth)), ("Content-Type", "application/xml; charset=utf-8")],
      body: Data(body.utf8)
    ) { head, answer in
      guard head.status == 207, head.isXML else {
        let response = try await collect(head, answer)
        try refused(response)
        throw Self.refusal(response)
      }
      let file = try ScratchFile(prefix: "contacts-sync-answer", holding: "the server's answer")
      try await spool(answer, into: file, from: head.url)
      return try Multistatus.read(try file.stream(), from: head.url, each: each)
    }
  }

  /// Why an answer that is not a 207 with XML cannot be read as a multistatus.
  static func refusal(_ response: DAVResponse) -> RemoteError {
    let url = response.url.absoluteString
    switch response.status {
    case 207:
      return .notWebDAV(url: url, reason: "the answer is \(response.contentType)")
    case 403:
      return .forbidden(url: url, reason: response.bodyExcerpt)
    case 404, 405:
      return .noAddressBook(url: url, reason: response.bodyExcerpt)
    default:
      let kind = response.contentType.isEmpty ? "" : " \(response.contentType)"
      return .notWebDAV(
        url: url, reason: "HTTP \(response.status)\(kind) instead of a WebDAV multistatus")
    }
  }
}

import ContactsTestSupport
import Foundation

extension DAVClient {
  /// PUTs the vCard `text` at `url` with `If-None-Match: *` (new cards only), as clients create.
  func create(_ text: String, at url: String) async throws -> DAVResponse {
    try await send(
      "PUT", url, headers: ["Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"],
      body: text)
  }

  /// PUTs the vCard `text` at `url` with `If-Match: etag`, as clients update.
  func update(_ text: String, at url: String, etag: String) async throws -> DAVResponse {
    try await send(
      "PUT", url, headers: ["Content-Type": "text/vcard; charset=utf-8", "If-Match": etag],
      body: text)
  }

  /// An addressbook-multiget of the cards at `paths` in the book at `book`, asking for vCard
  /// `version` (the server's choice when nil); their address data, decoded.
  func multiget(_ book: String, paths: [String], version: String? = nil) async throws
    -> [String]
  {
    let type = version.map { #" content-type="text/vcard" version="\#($0)""# } ?? ""
    let answer = try await send(
      "REPORT", book, headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": "1"],
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <c:addressbook-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav">\
        <d:prop><d:getetag/><c:address-data\(type)/></d:prop>\
        \(paths.map { "<d:href>\($0)</d:href>" }.joined())</c:addressbook-multiget>
        """)
    guard answer.status == 207 else {
      throw PeerFailure(description: "multiget answered \(answer.status): \(answer.body)")
    }
    return answer.responses.compactMap { XMLText.first("address-data", in: $0) }
  }
}

import ContactsTestSupport
import Foundation

/// A sync-collection report (RFC 6578) as DAVx5 sends it: sync-level 1, ETags only, no limit.
struct SyncReport {
  /// The hrefs changed or added, with their ETags.
  let changed: [String: String]
  /// The hrefs removed (answered 404).
  let removed: Set<String>
  /// The token of the next sync.
  let token: String

  /// Asks the book at `url` for what changed since `token` ("" for the initial sync).
  static func read(_ url: String, since token: String, _ client: DAVClient) async throws
    -> SyncReport
  {
    let answer = try await client.send(
      "REPORT", url, headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": "0"],
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(token)</d:sync-token>\
        <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
        """)
    guard answer.status == 207 else {
      throw PeerFailure(description: "sync-collection answered \(answer.status): \(answer.body)")
    }
    var changed: [String: String] = [:]
    var removed: Set<String> = []
    for response in answer.responses {
      guard let href = XMLText.first("href", in: response) else { continue }
      let name = href.split(separator: "/").last.map(String.init) ?? href
      if let etag = XMLText.first("getetag", in: response), !etag.isEmpty {
        changed[name] = etag
      } else if response.contains("404") {
        removed.insert(name)
      }
    }
    guard let next = XMLText.first("sync-token", in: answer.body), !next.isEmpty else {
      throw PeerFailure(description: "sync-collection gave no token: \(answer.body)")
    }
    return SyncReport(changed: changed, removed: removed, token: next)
  }
}

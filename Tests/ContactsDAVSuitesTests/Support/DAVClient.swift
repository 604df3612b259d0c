import ContactsTestSupport
import Foundation

/// Raw HTTP requests to a DAV server through curl: the exact method, headers and body a client
/// sends, redirects not followed, so a test sees every answer as a client does.
struct DAVClient: Sendable {
  let username: String
  let password: String

  /// Sends one request and returns the final answer (an interim `100 Continue` skipped).
  func send(
    _ method: String, _ url: String, headers: [String: String] = [:], body: String? = nil
  ) async throws -> DAVResponse {
    var arguments = ["-sS", "-i", "--http1.1", "-X", method, url, "-H", "Expect:"]
    if !username.isEmpty { arguments += ["--user", "\(username):\(password)"] }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      arguments += ["-H", "\(name): \(value)"]
    }
    if body != nil { arguments += ["--data-binary", "@-"] }
    let result = try await ChildProcess(
      URL(fileURLWithPath: "/usr/bin/curl"), arguments, standardInput: body.map { Data($0.utf8) }
    ).result()
    guard result.status == 0 else {
      throw PeerFailure(description: "curl \(method) \(url) failed: \(result.standardError)")
    }
    return try DAVResponse(raw: result.standardOutput)
  }

  /// A PROPFIND for `properties` (elements in the `d:` DAV, `c:` CardDAV and `cs:` CalendarServer
  /// namespaces) at `depth`, as clients send it.
  func propfind(_ url: String, depth: Int, _ properties: [String]) async throws -> DAVResponse {
    try await send(
      "PROPFIND", url,
      headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": String(depth)],
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav" \
        xmlns:cs="http://calendarserver.org/ns/"><d:prop>\
        \(properties.map { "<\($0)/>" }.joined())</d:prop></d:propfind>
        """)
  }
}

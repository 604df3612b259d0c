import ContactsTestSupport
import Foundation

/// A server a suite runs against: where it is, whose books it holds, and how to reach them.
struct RunningServer: Sendable {
  let kind: ServerUnderTest
  let process: ServerProcess
  /// The path of the user's address-book home, where books are made (`/alice/`).
  let homePath: String
  /// The user, empty for a server without accounts (then no credentials are sent).
  let username: String
  let password: String

  /// The bare host a client is given: `http://127.0.0.1:PORT/`.
  var rootURL: String { process.baseURL }

  /// The address-book home's URL.
  var homeURL: String { "http://127.0.0.1:\(process.port)\(homePath)" }

  /// A client signed in as the user.
  var client: DAVClient { DAVClient(username: username, password: password) }

  /// Makes an address book `name` in the home with an extended MKCOL (RFC 5689), as vdirsyncer
  /// and DAVx5 do, and returns its URL.
  func makeBook(_ name: String, displayName: String) async throws -> String {
    let url = homeURL + name + "/"
    let response = try await client.send(
      "MKCOL", url, headers: ["Content-Type": "application/xml; charset=utf-8"],
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <d:mkcol xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">
          <d:set><d:prop>
            <d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>
            <d:displayname>\(displayName)</d:displayname>
          </d:prop></d:set>
        </d:mkcol>
        """)
    guard response.status == 201 else {
      throw PeerFailure(description: "MKCOL \(url) answered \(response.status): \(response.body)")
    }
    return url
  }
}

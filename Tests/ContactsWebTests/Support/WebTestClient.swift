import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// An app over `repository`, as `contacts serve` builds it, bound to loopback.
func makeApp(repository: any ContactRepository) -> some ApplicationProtocol {
  ContactsWebApp.application(configuration: .init(host: "127.0.0.1", port: 0)) {
    $0.app(repository)
  }
}

/// A browser's add page: the token in its form and the cookie that goes with it.
struct AddPageSession: Sendable {
  let token: String
  var cookie: String { "\(CSRFToken.cookieName)=\(token)" }
}

extension TestResponse {
  /// The body as text.
  var text: String { String(buffer: body) }

  /// The full names in the list, in page order, as the HTML says them.
  var listedNames: [String] {
    text.matches(of: /<span class="name">(.*?)<\/span>/).map { String($0.output.1) }
  }

  /// The text of the element with `role="alert"`, if any: the first error of a form's error
  /// summary, or an alert's sentence.
  var alert: String? {
    let summary = #"\n<h2 id="error-summary-title">There is a problem</h2>\n<ul><li>"#
    let pattern = try! Regex(
      #"role="alert"[^>]*>(?:<strong>Error</strong> |"# + summary
        + #"(?:<a href="[^"]*">)?)?(.*?)</"#)
    return text.firstMatch(of: pattern).flatMap { $0.output[1].substring.map(String.init) }
  }

  /// The value of the input named `name`.
  func inputValue(_ name: String) -> String? {
    let pattern = try! Regex("name=\"\(name)\"[^>]*value=\"([^\"]*)\"")
    return text.firstMatch(of: pattern).flatMap { $0.output[1].substring.map(String.init) }
  }
}

extension TestClientProtocol {
  /// `GET path`.
  func get(_ path: String, headers: HTTPFields = [:]) async throws -> TestResponse {
    try await execute(uri: path, method: .get, headers: headers)
  }

  /// Opens the add page of `build` as a browser would, and keeps its token.
  func openAddPage(_ build: Architecture) async throws -> AddPageSession {
    let page = try await get(build.addPath)
    guard let token = page.inputValue(CSRFToken.fieldName) else {
      throw ChildProcess.Failure(description: "The add page has no token:\n\(page.text)")
    }
    return AddPageSession(token: token)
  }

  /// Posts `fields` to `path` with `session`'s token, as our own page's form would.
  func post(_ path: String, _ fields: [(String, String)], session: AddPageSession) async throws
    -> TestResponse
  {
    try await execute(
      uri: path, method: .post,
      headers: [
        .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
        .origin: "http://localhost",
      ],
      body: ByteBuffer(string: formEncoded([("csrf", session.token)] + fields)))
  }

  /// Opens the page at `path` as a browser would, then sends its form with `fields`.
  func postFromPage(_ path: String, _ fields: [(String, String)]) async throws -> TestResponse {
    let page = try await get(path)
    let token = try #require(page.inputValue(CSRFToken.fieldName))
    return try await post(path, fields, session: AddPageSession(token: token))
  }

  /// Posts the add form of `build` as a browser on this server's page would.
  func submit(
    _ build: Architecture, firstName: String = "", lastName: String = "", action: String = "done",
    session: AddPageSession, origin: String? = "http://localhost", headers: HTTPFields = [:]
  ) async throws -> TestResponse {
    var fields = headers
    fields[.contentType] = "application/x-www-form-urlencoded"
    fields[.cookie] = session.cookie
    if let origin { fields[.origin] = origin }
    let body = formEncoded([
      ("csrf", session.token), ("firstName", firstName), ("lastName", lastName),
      ("action", action),
    ])
    return try await execute(
      uri: build.addPath, method: .post, headers: fields, body: ByteBuffer(string: body))
  }
}

/// `name=value&…`, percent-encoded as a browser encodes a form.
func formEncoded(_ fields: [(String, String)]) -> String {
  let allowed = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._*")
  return fields.map { name, value in
    let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    return "\(name)=\(encoded)"
  }.joined(separator: "&")
}

/// Names whose contacts are in `repository`, in the app's order.
func storedNames(_ repository: any ContactRepository) async throws -> [String] {
  try await repository.allContacts().map(\.fullName)
}

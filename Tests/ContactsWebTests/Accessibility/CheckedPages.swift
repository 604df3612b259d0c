import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation

@testable import ContactsWeb

/// The pages `scripts/check-pages.py` checks, as the manifest it reads: every page of a build,
/// each with the status it must answer with.
struct CheckedPages {
  struct Page: Encodable {
    let name: String
    let method: String
    let url: String
    let status: Int
    var body: String?
    var contentType: String?
  }

  /// The cookie's and the forms' token.
  static let token = String(repeating: "ab", count: 32)

  private(set) var pages: [Page] = []
  /// The server the next pages are asked of: `http://127.0.0.1:PORT`.
  var origin = ""

  /// `GET path` must answer `status`.
  mutating func get(_ name: String, _ path: String, status: Int = 200) {
    pages.append(Page(name: name, method: "GET", url: origin + path, status: status))
  }

  /// `method path` with `fields` as a form must answer `status`.
  mutating func send(
    _ name: String, _ path: String, _ fields: [(String, String)], method: String = "POST",
    status: Int
  ) {
    pages.append(
      Page(
        name: name, method: method, url: origin + path, status: status,
        body: formEncoded([("csrf", Self.token)] + fields),
        contentType: "application/x-www-form-urlencoded"))
  }

  /// `POST build/import` with `cards` as the file, as the import form sends it.
  mutating func upload(_ name: String, _ build: Architecture, _ cards: String, status: Int = 200) {
    let body =
      "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(Self.token)\r\n"
      + "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cards.vcf\"\r\n"
      + "Content-Type: text/vcard\r\n\r\n\(cards)\r\n--b0--\r\n"
    pages.append(
      Page(
        name: name, method: "POST", url: origin + build.listPath + "import", status: status,
        body: body, contentType: "multipart/form-data; boundary=b0"))
  }

  /// The manifest: the cookie and the pages.
  func manifest() throws -> Data {
    struct Manifest: Encodable {
      let cookie: String
      let pages: [Page]
    }
    return try JSONEncoder().encode(
      Manifest(cookie: "\(CSRFToken.cookieName)=\(Self.token)", pages: pages))
  }
}

import ContactsBuilds
import Foundation
import Testing

@testable import ContactsWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A page `scripts/check-pages.py` checks, as it reads it: how to ask for the page and the status
/// it must answer with.
struct CheckedPage: Encodable, Sendable {
  let name: String
  let method: String
  let url: String
  let status: Int
  var body: String?
  var contentType: String?

  /// The cookie's and the forms' token.
  static let token = String(repeating: "ab", count: 32)

  /// `GET origin + path` must answer `status`.
  static func get(_ name: String, _ origin: String, _ path: String, status: Int = 200) -> Self {
    CheckedPage(name: name, method: "GET", url: origin + path, status: status)
  }

  /// `method origin + path` with `fields` as a form must answer `status`.
  static func send(
    _ name: String, _ origin: String, _ path: String, _ fields: [(String, String)],
    method: String = "POST", status: Int
  ) -> Self {
    CheckedPage(
      name: name, method: method, url: origin + path, status: status,
      body: formEncoded([("csrf", token)] + fields),
      contentType: "application/x-www-form-urlencoded")
  }

  /// `POST build/import` with `cards` as the file, as the import form sends it.
  static func upload(_ name: String, _ origin: String, _ build: Architecture, _ cards: String)
    -> Self
  {
    let body =
      "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
      + "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cards.vcf\"\r\n"
      + "Content-Type: text/vcard\r\n\r\n\(cards)\r\n--b0--\r\n"
    return CheckedPage(
      name: name, method: "POST", url: origin + build.listPath + "import", status: 200,
      body: body, contentType: "multipart/form-data; boundary=b0")
  }

  /// The request a browser would send for the page, with the cookie and the site's origin.
  func urlRequest() throws -> URLRequest {
    let address = try #require(URL(string: url))
    var request = URLRequest(url: address)
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    request.setValue("\(CSRFToken.cookieName)=\(Self.token)", forHTTPHeaderField: "Cookie")
    let origin = "\(address.scheme ?? "http")://\(address.host ?? ""):\(address.port ?? 80)"
    request.setValue(origin, forHTTPHeaderField: "Origin")
    return request
  }

  /// What the checker is sent: the cookie and the page.
  func request() throws -> Data {
    struct Request: Encodable {
      let cookie: String
      let page: CheckedPage
    }
    return try JSONEncoder().encode(
      Request(cookie: "\(CSRFToken.cookieName)=\(Self.token)", page: self))
  }
}

import Foundation
import HTTPTypes

/// One request a client sent to Radicale and what Radicale answered, as `recorded/` keeps them
/// (Tests/ContactsCardDAVTests/Fixtures): replayed against our server with its paths mapped.
struct RecordedExchange {
  let file: String
  let method: HTTPRequest.Method
  let path: String
  let headers: [(String, String)]
  let body: String
  let status: Int
  let responseHeaders: [String: String]
  let responseBody: String

  /// The recorded exchanges' folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ContactsCardDAVTests/Fixtures")

  init(_ file: String) throws {
    self.file = file
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let halves = text.components(separatedBy: "### RESPONSE\n")
    let request = Self.message(halves[0].replacingOccurrences(of: "### REQUEST\n", with: ""))
    let response = Self.message(halves[1].replacingOccurrences(of: "\r\n", with: "\n"))
    let line = request.start.split(separator: " ")
    method = HTTPRequest.Method(String(line[0]))!
    path = String(line[1]).replacingOccurrences(
      of: #"^http://[^/]+"#, with: "", options: .regularExpression)
    headers = request.headers
    body = request.body
    status = Int(response.start.split(separator: " ")[1])!
    responseHeaders = Dictionary(
      response.headers.map { ($0.0.lowercased(), $0.1) }, uniquingKeysWith: { first, _ in first })
    responseBody = response.body
  }

  private static func message(_ text: String) -> (
    start: String, headers: [(String, String)], body: String
  ) {
    let parts = text.components(separatedBy: "\n\n")
    var lines = parts[0].split(separator: "\n").map(String.init)
    let start = lines.removeFirst()
    let headers = lines.compactMap { line -> (String, String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
    let body = parts.dropFirst().joined(separator: "\n\n")
    return (start, headers, body)
  }

  /// Radicale's path as ours: `/` is the DAV root, `/alice/` the principal (or the home, when
  /// the books under it are asked for), `/alice/BOOK/…` a book and its cards.
  static func ourPath(_ path: String, home: Bool) -> String {
    if path.hasPrefix("/.well-known/") { return path }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    switch segments.count {
    case 0: return "/dav/"
    case 1: return home ? "/dav/books/\(segments[0])/" : "/dav/principals/\(segments[0])/"
    default: return "/dav/books" + path
    }
  }

  /// The hrefs of the responses Radicale listed with a 200 propstat, and those without one.
  var listedHrefs: (found: [String], gone: [String]) {
    var found: [String] = []
    var gone: [String] = []
    for match in responseBody.matches(
      of: /<response><href>(.*?)<\/href>(.*?)<\/response>/.dotMatchesNewlines())
    {
      let href = String(match.output.1)
      if match.output.2.contains("200 OK") {
        found.append(href)
      } else {
        gone.append(href)
      }
    }
    return (found, gone)
  }
}

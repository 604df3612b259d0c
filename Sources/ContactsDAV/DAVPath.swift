import ContactsDomain
import Foundation

/// A resource the DAV routes serve, read from a request's path or an href: the root, an owner's
/// principal and home, a book, a card, and what lies deeper in a plain collection of the home
/// (a book or a card path whose first segment is a plain collection is plain too, which only
/// the plain area can tell). Segments are percent-decoded; a path that climbs (`.`,
/// `..`, an encoded slash, a NUL) is refused.
enum DAVPath: Hashable, Sendable {
  case root
  case principal(owner: String)
  case home(owner: String)
  case book(owner: String, book: String)
  case card(owner: String, book: String, card: String)
  /// A path in the home's plain area, its segments below the home: at least three, since one
  /// or two read as a book or a card.
  case plain(owner: String, path: [String])

  /// The owner in the path, nil for the root.
  var owner: String? {
    switch self {
    case .root: nil
    case .principal(let owner), .home(let owner), .book(let owner, _), .card(let owner, _, _),
      .plain(let owner, _):
      owner
    }
  }

  /// The path of `href` (a path or a full URL); nil when it names nothing the routes serve;
  /// throws `DAVError.badRequest` for one that climbs or cannot be decoded.
  static func parse(_ href: String) throws(DAVError) -> DAVPath? {
    var path = Substring(href)
    if let scheme = path.range(of: "://") {
      let rest = path[scheme.upperBound...]
      path = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
    }
    if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      // Foundation's decoding is slow, and a multiget names thousands of hrefs: only a segment
      // with a `%` needs it.
      let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding : String(raw)
      guard let segment = decoded else {
        throw .badRequest("the path \(href) cannot be decoded")
      }
      if segment == "." || segment == ".." || segment.utf8.contains(where: climbs) {
        throw .badRequest("the path \(href) climbs out of where it points")
      }
      segments.append(segment)
    }
    if segments.last == "" { segments.removeLast() }
    guard !segments.contains(""), segments.first == "dav" else { return nil }
    let rest = Array(segments.dropFirst())
    switch (rest.count, rest.first) {
    case (0, _): return .root
    case (2, "principals"): return .principal(owner: rest[1])
    case (2, "books"): return .home(owner: rest[1])
    case (3, "books"): return .book(owner: rest[1], book: rest[2])
    case (4, "books"): return .card(owner: rest[1], book: rest[2], card: rest[3])
    case (5..., "books"): return .plain(owner: rest[1], path: Array(rest[2...]))
    default: return nil
    }
  }

  /// Whether `byte` in a decoded segment makes it climb or end early: a slash, a backslash, a NUL.
  private static func climbs(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == 0
  }

  /// The href of the resource, percent-encoded (`ServedPath`), collections ending in `/`.
  var href: String {
    switch self {
    case .root: "/dav/"
    case .principal(let owner): "/dav/principals/\(ServedPath.encoded(owner))/"
    case .home(let owner): ServedPath.home(of: owner)
    case .book(let owner, let book): ServedPath.book(book, of: owner)
    case .card(let owner, let book, let card):
      ServedPath.book(book, of: owner) + ServedPath.encoded(card)
    case .plain(let owner, let path):
      ServedPath.home(of: owner) + path.map(ServedPath.encoded).joined(separator: "/")
    }
  }
}

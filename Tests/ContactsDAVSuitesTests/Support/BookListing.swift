import ContactsTestSupport
import Foundation

/// An address book's members as a PROPFIND Depth 1 lists them: href → ETag.
struct BookListing {
  /// A card as GET serves it.
  struct Served {
    let url: String
    let etag: String
    let text: String
  }

  /// The book's URL, which the hrefs are relative to.
  let url: String
  let etags: [String: String]

  /// Lists the book at `url` (its own entry left out).
  static func read(_ url: String, _ client: DAVClient) async throws -> BookListing {
    let answer = try await client.propfind(url, depth: 1, ["d:getetag", "d:resourcetype"])
    guard answer.status == 207 else {
      throw PeerFailure(description: "PROPFIND \(url) answered \(answer.status): \(answer.body)")
    }
    let path = URL(string: url)!.path
    var etags: [String: String] = [:]
    for response in answer.responses {
      guard let href = XMLText.first("href", in: response),
        href.removingPercentEncoding?.trimmingSlash != path.trimmingSlash,
        let etag = XMLText.first("getetag", in: response)
      else { continue }
      etags[href] = etag
    }
    return BookListing(url: url, etags: etags)
  }

  /// Every listed card, fetched with GET, by UID; the ETag the GET answered, which must be the
  /// one listed.
  func cards(_ client: DAVClient) async throws -> [String: Served] {
    var cards: [String: Served] = [:]
    for (href, listed) in etags {
      let url = URL(string: href, relativeTo: URL(string: self.url))!.absoluteString
      let answer = try await client.send("GET", url)
      guard answer.status == 200 else {
        throw PeerFailure(description: "GET \(url) answered \(answer.status)")
      }
      let etag = answer.headers["etag"] ?? listed
      guard etag == listed else {
        throw PeerFailure(description: "GET \(url) answered ETag \(etag), the listing \(listed)")
      }
      cards[Card.uid(of: answer.body)] = Served(url: url, etag: etag, text: answer.body)
    }
    return cards
  }
}

extension String {
  /// The path without a trailing slash.
  fileprivate var trimmingSlash: String { hasSuffix("/") ? String(dropLast()) : self }
}

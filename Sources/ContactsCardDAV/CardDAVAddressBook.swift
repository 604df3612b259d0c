import ContactsDomain
import ContactsSpool
import Foundation

/// An address book on a CardDAV server (RFC 6352), as the sync engine's remote port.
public final class CardDAVAddressBook: RemoteAddressBook {
  /// The address book's URL.
  public let url: URL
  let transport: CardDAVTransport
  /// How many cards one multiget asks for.
  let batchSize = 500

  init(url: URL, transport: CardDAVTransport) {
    self.url = url
    self.transport = transport
  }

  /// The address book at `url`, reached through `connection`.
  public convenience init(url: URL, connection: CardDAVConnection) throws {
    self.init(url: url, transport: try CardDAVTransport(connection: connection))
  }

  /// Closes the connections; call once, when done.
  public func close() async throws {
    try await transport.shutdown()
  }

  public func capabilities() async throws -> RemoteCapabilities {
    let answer = try await transport.multistatus(
      "PROPFIND", url, depth: 0, body: DAVRequests.discovery)
    guard let book = answer.resources.first, book.isAddressBook else {
      throw RemoteError.noAddressBook(
        url: url.absoluteString, reason: "the collection is not an address book")
    }
    return book.capabilities
  }

  public func listing() async throws -> RemoteListing {
    let listing = try DiskListing()
    _ = try await transport.multistatus("PROPFIND", url, depth: 1, body: DAVRequests.etags) {
      guard !$0.isCollection, let etag = $0.text(.dav("getetag")) else { return }
      try listing.append(.changed(RemoteEntry(href: $0.href, etag: etag)))
    }
    return listing.listing
  }

  public func changes(since token: String) async throws -> RemoteChanges {
    let listing = try DiskListing()
    var token = token
    let folder = folder
    // A 507 on the collection itself says "more to come from the new token": ask again.
    while true {
      var truncated = false
      let answer = try await syncCollection(token: token) { resource in
        if resource.isCollection || resource.href == folder || resource.href + "/" == folder {
          truncated = truncated || resource.status == 507
        } else if resource.status == 404 {
          try listing.append(.removed(href: resource.href))
        } else if let etag = resource.text(.dav("getetag")) {
          try listing.append(.changed(RemoteEntry(href: resource.href, etag: etag)))
        }
      }
      guard let next = answer.syncToken, !next.isEmpty else {
        throw RemoteError.malformed(url: url.absoluteString, reason: "no sync-token in the answer")
      }
      token = next
      if !truncated { break }
    }
    return RemoteChanges(listing: listing.listing, token: token)
  }

  public func cards(at hrefs: [String]) async throws -> [RemoteCard] {
    var cards: [RemoteCard] = []
    var start = hrefs.startIndex
    while start < hrefs.endIndex {
      let end = min(start + batchSize, hrefs.endIndex)
      let answer = try await transport.multistatus(
        "REPORT", url, depth: 1, body: DAVRequests.multiget(hrefs[start..<end]))
      for resource in answer.resources {
        guard let etag = resource.text(.dav("getetag")),
          let data = resource[.cardDAV("address-data")]?.text
        else { continue }
        cards.append(RemoteCard(href: resource.href, etag: etag, data: Data(data.utf8)))
      }
      start = end
    }
    return cards
  }

  public func put(_ card: Data, at href: String, replacing etag: String?) async throws -> String? {
    let target = try resolve(href)
    let condition = etag.map { ("If-Match", $0) } ?? ("If-None-Match", "*")
    let response = try await transport.send(
      "PUT", target, headers: [("Content-Type", "text/vcard; charset=utf-8"), condition],
      body: card)
    try check(response, href: href)
    return response.etag
  }

  public func delete(at href: String, etag: String) async throws {
    let response = try await transport.send(
      "DELETE", try resolve(href), headers: [("If-Match", etag)])
    // 404: gone already, which is what a delete wants.
    guard response.status != 404 else { return }
    try check(response, href: href)
  }

  public func href(forNewCardWithUID uid: String) -> String {
    let safe = String(
      uid.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
          || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
      })
    return folder + (safe.isEmpty ? UUID().uuidString : safe) + ".vcf"
  }

  // MARK: - Private

  /// The book's path, percent-encoded, ending in "/": the start of its cards' hrefs.
  private var folder: String {
    let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? "/"
    return path.hasSuffix("/") ? path : path + "/"
  }

  private func syncCollection(token: String, each: @escaping (DAVResource) throws -> Void)
    async throws -> Multistatus
  {
    try await transport.multistatus(
      "REPORT", url, depth: 1, body: DAVRequests.syncCollection(token: token), each: each
    ) { response in
      // Radicale answers 403, Xandikos 412; both name the precondition.
      if (400..<500).contains(response.status),
        String(decoding: response.body, as: UTF8.self).contains("valid-sync-token")
      {
        throw RemoteError.invalidSyncToken
      }
    }
  }

  private func resolve(_ href: String) throws -> URL {
    guard let target = URL(string: href, relativeTo: url)?.absoluteURL else {
      throw RemoteError.malformed(url: url.absoluteString, reason: "the href \(href) is not a URL")
    }
    return target
  }

  private func check(_ response: DAVResponse, href: String) throws {
    let url = response.url.absoluteString
    switch response.status {
    case 200..<300: return
    case 412: throw RemoteError.preconditionFailed(href: href)
    case 403: throw RemoteError.forbidden(url: url, reason: response.bodyExcerpt)
    // 423: locked, as Xandikos answers while a git lock left by a crash remains.
    case 400, 409, 413, 415, 423, 507:
      throw RemoteError.refused(url: url, status: response.status, reason: response.bodyExcerpt)
    default:
      throw RemoteError.notWebDAV(url: url, reason: response.bodyExcerpt)
    }
  }
}

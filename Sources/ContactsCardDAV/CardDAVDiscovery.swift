import ContactsDomain
import Foundation

/// Finds the address book from what the user typed (RFC 6764, RFC 6352): a bare server goes
/// through `/.well-known/carddav`; a URL with a path is tried as an address book, then as a
/// home set, then as a principal.
public enum CardDAVDiscovery {
  /// The first address book found from the connection's URL.
  public static func addressBook(_ connection: CardDAVConnection) async throws
    -> CardDAVAddressBook
  {
    let transport = try CardDAVTransport(connection: connection)
    do {
      let url = try await find(from: connection.url, transport: transport)
      return CardDAVAddressBook(url: url, transport: transport)
    } catch {
      try? await transport.shutdown()
      throw error
    }
  }

  private static func find(from start: URL, transport: CardDAVTransport) async throws -> URL {
    let path = start.path
    guard path.isEmpty || path == "/" else {
      return try await explore(start, transport: transport)
    }
    if let wellKnown = URL(string: "/.well-known/carddav", relativeTo: start)?.absoluteURL,
      let found = try? await explore(wellKnown, transport: transport)
    {
      return found
    }
    return try await explore(start, transport: transport)
  }

  /// Follows `url` as address book, home set, then principal, a few steps at most. Throws
  /// `RemoteError.noAddressBookYet` when a home set answered and holds no address book.
  private static func explore(_ url: URL, transport: CardDAVTransport) async throws -> URL {
    var next: URL? = url
    var visited: Set<URL> = []
    var emptyHome: URL?
    while let current = next, visited.count < 4, visited.insert(current).inserted {
      let answer = try await transport.multistatus(
        "PROPFIND", current, depth: 0, body: DAVRequests.discovery)
      guard let resource = answer.resources.first else { break }
      if resource.isAddressBook { return current }
      let home = resource[.cardDAV("addressbook-home-set")]?.hrefs.first
        .flatMap { resolve($0, current) }
      if let home {
        if let book = try await firstAddressBook(in: home, transport: transport) { return book }
        emptyHome = home
      }
      if home != current, let book = try? await firstAddressBook(in: current, transport: transport)
      {
        return book
      }
      next = resource[.dav("current-user-principal")]?.hrefs.first.flatMap { resolve($0, current) }
    }
    if let emptyHome { throw RemoteError.noAddressBookYet(homeSet: emptyHome.absoluteString) }
    throw RemoteError.noAddressBook(
      url: url.absoluteString, reason: "no address book, home set or principal answered there")
  }

  /// The first address book among the children of the collection `home` (by href).
  private static func firstAddressBook(in home: URL, transport: CardDAVTransport) async throws
    -> URL?
  {
    let answer = try await transport.multistatus(
      "PROPFIND", home, depth: 1, body: DAVRequests.discovery)
    return answer.resources.filter(\.isAddressBook).map(\.href).sorted().first
      .flatMap { resolve($0, home) }
  }

  private static func resolve(_ href: String, _ base: URL) -> URL? {
    URL(string: href, relativeTo: base)?.absoluteURL
  }
}

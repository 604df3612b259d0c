import ContactsDomain
import Foundation
import Hummingbird

extension DAVServer {
  /// PROPFIND (RFC 4918 §9.1) at Depth 0 or 1; Depth infinity (or none) on a collection is 403
  /// `propfind-finite-depth`. A book's listing is streamed window after window.
  func propfind(_ path: DAVPath, request: Request, context: DAVContext) async throws -> Response {
    let asked = try PropertyRequest.of(try await xmlBody(request, context: context))
    let properties = ResourceProperties(formats: formats)
    let user = context.owner
    if case .card(let owner, let bookName, let name) = path {
      let book = try await openBook(bookName, of: owner)
      guard let card = try await book.servedCards(named: [name]).first else {
        throw DAVError.notFound("no card \(name)")
      }
      let bytes = asked.needsBytes ? formats.bytes(of: card, version: nil) : nil
      let resource = DAVResource.card(owner: owner, book: bookName, card.entry, bytes: bytes)
      let answer = asked.response(resource, properties)
      return Self.multistatus { emit in try await emit(answer) }
    }
    let depth = try Self.finiteDepth(request)
    let resource = try await describe(path, user: user)
    let head = asked.response(resource, properties)
    guard depth == "1" else { return Self.multistatus { emit in try await emit(head) } }
    switch resource {
    case .home(let owner):
      var answers = head
      for book in try await shelf.books(of: owner) {
        guard let opened = try await shelf.book(book.name, of: owner) else { continue }
        let state = try await opened.servedState()
        answers += asked.response(.book(owner: owner, book, state), properties)
      }
      // The plain collections beside the books: collections a CardDAV client passes over.
      for collection in try await files.plainMembers(of: [], of: owner) {
        answers += asked.response(.plain(owner: owner, collection), properties)
      }
      return Self.multistatus { [answers] emit in try await emit(answers) }
    case .book(let owner, let shelved, _):
      let book = try await openBook(shelved.name, of: owner)
      let first = try await book.servedEntries(after: nil, limit: Self.window)
      return Self.multistatus { emit in
        try await emit(head)
        var entries = first
        while !entries.isEmpty {
          try await emit(
            try await listing(entries, in: book, owner: owner, name: shelved.name, asked))
          guard entries.count == Self.window, let last = entries.last else { break }
          entries = try await book.servedEntries(after: last.name, limit: Self.window)
        }
      }
    default:
      return Self.multistatus { emit in try await emit(head) }
    }
  }

  /// The Depth of a PROPFIND on a collection: "0" or "1"; infinity (or none) is 403
  /// `propfind-finite-depth`.
  static func finiteDepth(_ request: Request) throws(DAVError) -> String {
    let depth = request.headers[.depth]?.trimmingCharacters(in: .whitespaces).lowercased()
    guard let depth, depth == "0" || depth == "1" else {
      throw DAVError.forbidden(
        "Depth infinity is not served: ask Depth 0 or 1", .dav("propfind-finite-depth"))
    }
    return depth
  }

  /// The responses of a window of a book's cards.
  private func listing(
    _ entries: [ServedEntry], in book: any ServedAddressBook, owner: String, name: String,
    _ asked: PropertyRequest
  ) async throws -> String {
    let properties = ResourceProperties(formats: formats)
    var bytes: [String: [UInt8]] = [:]
    if asked.needsBytes {
      for card in try await book.servedCards(named: entries.map(\.name)) {
        bytes[card.entry.name] = formats.bytes(of: card, version: nil)
      }
    }
    return entries.map {
      asked.response(
        .card(owner: owner, book: name, $0, bytes: bytes[$0.name]), properties)
    }.joined()
  }

  /// The collection at `path` with what its properties need.
  func describe(_ path: DAVPath, user: String) async throws -> DAVResource {
    switch path {
    case .root: return .root(user: user)
    case .principal(let owner): return .principal(owner: owner)
    case .home(let owner): return .home(owner: owner)
    case .book(let owner, let name):
      let book = try await openBook(name, of: owner)
      let shelved = try await shelf.books(of: owner).first { $0.name == name }
      let state = try await book.servedState()
      return .book(owner: owner, shelved ?? ShelvedBook(name: name, displayName: nil), state)
    case .card, .plain: throw DAVError.notFound()
    }
  }
}

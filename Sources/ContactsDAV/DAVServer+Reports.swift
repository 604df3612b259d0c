import ContactsDomain
import Foundation
import Hummingbird

extension DAVServer {
  /// REPORT on a book: addressbook-multiget, addressbook-query, sync-collection; any other is
  /// 403 `supported-report`.
  func report(_ path: DAVPath, request: Request, context: DAVContext) async throws -> Response {
    guard let body = try await xmlBody(request, context: context) else {
      throw DAVError.badRequest("a REPORT needs a body")
    }
    guard case .book(let owner, let name) = path else {
      throw DAVError.forbidden("reports are served on address books", .dav("supported-report"))
    }
    let book = try await openBook(name, of: owner)
    let cards = CardReport(formats: formats, owner: owner, book: name, request: body)
    switch body.name {
    case .card("addressbook-multiget"):
      return try await multiget(body, cards: cards, book: book)
    case .card("addressbook-query"):
      return try await query(body, cards: cards, book: book)
    case .dav("sync-collection"):
      return try await SyncCollection(body, cards: cards, book: book).response()
    default:
      throw DAVError.forbidden(
        "the report \(body.name.local) is not served", .dav("supported-report"))
    }
  }

  /// The cards the hrefs name, window by window; an href of no card here answers 404.
  private func multiget(_ body: XMLNode, cards: CardReport, book: any ServedAddressBook)
    async throws -> Response
  {
    var names: [(href: String, name: String?)] = []
    for href in body.children(.dav("href")) {
      let text = href.text.trimmingCharacters(in: .whitespacesAndNewlines)
      let path = try DAVPath.parse(text)
      if case .card(cards.owner, cards.book, let name)? = path {
        names.append((text, name))
      } else {
        names.append((text, nil))
      }
    }
    return Self.multistatus { [names] emit in
      for start in stride(from: 0, to: names.count, by: Self.window) {
        let batch = names[start..<min(start + Self.window, names.count)]
        let found = try await book.servedCards(named: batch.compactMap(\.name))
        var byName: [String: ServedCard] = [:]
        for card in found { byName[card.entry.name] = card }
        var answer = ""
        for item in batch {
          if let name = item.name, let card = byName[name] {
            answer += cards.response(card)
          } else {
            answer += PropertyRequest.status(XMLText.escaped(item.href), "404 Not Found")
          }
        }
        try await emit(answer)
      }
    }
  }

  /// The cards that pass the filter, read window by window; `limit` stops the answer early with
  /// a 507 for the book, as RFC 6352 §8.6.1 allows.
  private func query(_ body: XMLNode, cards: CardReport, book: any ServedAddressBook)
    async throws -> Response
  {
    let filter = try CardFilter(body.child(.card("filter")))
    let limit = body.child(.card("limit"))?.child(.card("nresults"))
      .flatMap { Int($0.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
    let first = try await book.servedEntries(after: nil, limit: Self.window)
    let href = DAVPath.book(owner: cards.owner, book: cards.book).href
    return Self.multistatus { emit in
      var entries = first
      var matched = 0
      while !entries.isEmpty {
        var answer = ""
        for card in try await book.servedCards(named: entries.map(\.name)) {
          let bytes = formats.bytes(of: card, version: cards.version)
          guard filter.matches(VCardLines(bytes)) else { continue }
          if let limit, matched >= limit {
            try await emit(answer + PropertyRequest.status(href, "507 Insufficient Storage"))
            return
          }
          matched += 1
          answer += cards.response(card, bytes: bytes)
        }
        try await emit(answer)
        guard entries.count == Self.window, let last = entries.last else { break }
        entries = try await book.servedEntries(after: last.name, limit: Self.window)
      }
    }
  }
}

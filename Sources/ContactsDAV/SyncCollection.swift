import ContactsDomain
import Foundation
import Hummingbird

/// A sync-collection report (RFC 6578): with an empty token, every card of the book; with a
/// token this book gave, what changed since (deleted names as 404), window after window, then
/// the new token. A token of another form or epoch, or one the book can no longer answer, is
/// 403 `valid-sync-token`. `DAV:limit` is honoured: the answer stops at a change stamp the limit
/// reaches, with a 507 for the book and the token of where it stopped; a first sync is refused
/// (507 `number-of-matches-within-limits`) when the book has more cards than the limit.
struct SyncCollection: Sendable {
  let cards: CardReport
  let book: any ServedAddressBook
  let token: String
  let limit: Int?

  /// The most changes a limited answer holds before it is cut.
  static let largestLimit = 10_000

  init(_ body: XMLNode, cards: CardReport, book: any ServedAddressBook) throws(DAVError) {
    self.cards = cards
    self.book = book
    token = (body.child(.dav("sync-token"))?.text ?? "").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let level = body.child(.dav("sync-level"))?.text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard level == nil || level == "1" || level == "infinite" else {
      throw .badRequest("sync-level is 1 or infinite")
    }
    if let nresults = body.child(.dav("limit"))?.child(.dav("nresults")) {
      guard let limit = Int(nresults.text.trimmingCharacters(in: .whitespacesAndNewlines)),
        limit > 0
      else { throw .badRequest("limit's nresults is a positive number") }
      self.limit = min(limit, Self.largestLimit)
    } else {
      limit = nil
    }
  }

  private var bookHref: String { DAVPath.book(owner: cards.owner, book: cards.book).href }

  private static let expired = DAVError.forbidden(
    "the sync token is not one this book can answer: sync again from the start",
    .dav("valid-sync-token"))

  func response() async throws -> Response {
    let state = try await book.servedState()
    guard !token.isEmpty else { return try await initial(state) }
    guard let since = ServedState(syncToken: token) else { throw Self.expired }
    let first: [ServedChange]
    do {
      first = try await book.servedChanges(
        since: since, after: nil, limit: limit.map { $0 + 1 } ?? DAVServer.window)
    } catch ServedBookError.tokenExpired {
      throw Self.expired
    }
    if let limit, first.count > limit { return try await cut(first, limit: limit, state: state) }
    let trailer = Self.tokenElement(state)
    return DAVServer.multistatus(trailer: trailer) { emit in
      var changes = first
      while !changes.isEmpty {
        try await emit(try await responses(changes))
        guard changes.count == DAVServer.window, let last = changes.last else { break }
        changes = try await book.servedChanges(
          since: since, after: last.position, limit: DAVServer.window)
      }
    }
  }

  private func initial(_ state: ServedState) async throws -> Response {
    let first = try await book.servedEntries(
      after: nil, limit: limit.map { $0 + 1 } ?? DAVServer.window)
    if let limit, first.count > limit {
      throw DAVError(
        .init(code: 507, reasonPhrase: "Insufficient Storage"),
        "the book has more than \(limit) cards: sync without a limit",
        precondition: .dav("number-of-matches-within-limits"))
    }
    return DAVServer.multistatus(trailer: Self.tokenElement(state)) { emit in
      var entries = first
      while !entries.isEmpty {
        try await emit(
          try await responses(entries.map { ServedChange(name: $0.name, etag: $0.etag, stamp: 0) }))
        guard entries.count == DAVServer.window, let last = entries.last else { break }
        entries = try await book.servedEntries(after: last.name, limit: DAVServer.window)
      }
    }
  }

  /// The changes up to the last stamp `limit` reaches whole, a 507 for the book, and the token
  /// of that stamp.
  private func cut(_ changes: [ServedChange], limit: Int, state: ServedState) async throws
    -> Response
  {
    let stopStamp = changes[limit].stamp
    let kept = changes.prefix(limit).filter { $0.stamp < stopStamp }
    guard let last = kept.last else {
      throw DAVError(
        .init(code: 507, reasonPhrase: "Insufficient Storage"),
        "one change holds more than \(limit) cards: sync without a limit",
        precondition: .dav("number-of-matches-within-limits"))
    }
    let answer =
      try await responses(Array(kept))
      + PropertyRequest.status(bookHref, "507 Insufficient Storage")
    let reached = ServedState(epoch: state.epoch, stamp: last.stamp)
    return DAVServer.multistatus(trailer: Self.tokenElement(reached)) { emit in
      try await emit(answer)
    }
  }

  /// The responses of `changes`: a changed card with the properties asked, a deleted one 404.
  private func responses(_ changes: [ServedChange]) async throws -> String {
    var served: [String: ServedCard] = [:]
    if cards.needsBytes {
      let names = changes.filter { $0.etag != nil }.map(\.name)
      for card in try await book.servedCards(named: names) { served[card.entry.name] = card }
    }
    return changes.map { change in
      let href = DAVPath.card(owner: cards.owner, book: cards.book, card: change.name).href
      guard let etag = change.etag else { return PropertyRequest.status(href, "404 Not Found") }
      if cards.needsBytes {
        guard let card = served[change.name] else {
          return PropertyRequest.status(href, "404 Not Found")
        }
        return cards.response(card)
      }
      return cards.response(ServedEntry(name: change.name, etag: etag))
    }.joined()
  }

  private static func tokenElement(_ state: ServedState) -> String {
    "<d:sync-token>\(XMLText.escaped(state.syncToken))</d:sync-token>"
  }
}

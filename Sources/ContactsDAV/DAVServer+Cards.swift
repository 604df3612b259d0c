import ContactsDomain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension DAVServer {
  /// GET and HEAD of a card: what the book serves (the body as PUT, else the contact written in
  /// vCard 3.0, or 4.0 when `Accept` asks for it and the server writes it), with its ETag.
  func get(_ path: DAVPath, request: Request) async throws -> Response {
    guard case .card(let owner, let bookName, let name) = path else {
      throw DAVError.methodNotAllowed("GET is served on cards; list a collection with PROPFIND")
    }
    let book = try await openBook(bookName, of: owner)
    guard let card = try await book.servedCards(named: [name]).first else {
      throw DAVError.notFound("no card \(name)")
    }
    let bytes = formats.bytes(
      of: card, version: CardFormats.version(accept: request.headers[.accept]))
    return Response(
      status: .ok,
      headers: [.contentType: ResourceProperties.cardType, .eTag: card.entry.etag],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  /// PUT of a card (RFC 6352 §6.3.2): exactly one vCard with a UID (a contact, or a group
  /// card), kept as it came, written when `If-Match` / `If-None-Match` hold; 201 or 204 with the
  /// ETag, which is left out when what GET serves is not the body as it came.
  func put(_ path: DAVPath, request: Request, context: DAVContext) async throws -> Response {
    guard case .card(let owner, let bookName, let name) = path else {
      throw DAVError.methodNotAllowed("PUT is served on cards inside an address book")
    }
    guard let book = try await shelf.book(bookName, of: owner) else {
      throw DAVError.conflict("no address book \(bookName) to put the card in")
    }
    if let type = request.headers[.contentType]?.lowercased(),
      !type.hasPrefix("text/vcard"), !type.hasPrefix("text/x-vcard")
    {
      throw DAVError(
        .unsupportedMediaType, "an address book takes text/vcard, not \(type)",
        precondition: .card("supported-address-data"))
    }
    let body = Data(try await request.body.collect(upTo: context.maxUploadSize).readableBytesView)
    let condition = try Self.condition(request.headers)
    let write: ServedWrite
    // Whether what GET serves now is the body as it came: else the ETag is left out (RFC 6352
    // §6.3.2.3), so the client fetches what the server keeps.
    var kept = true
    do {
      switch try readCard(body, name: name) {
      case .contact(let card):
        write = try await book.put(card, body: body, named: name, when: condition)
      case .group(let card):
        kept = Data(card.text.utf8) == body
        write = try await book.put(group: card, named: name, when: condition)
      }
    } catch let error as ServedBookError {
      throw Self.refusal(error, owner: owner, book: bookName)
    }
    switch write {
    case .created(let entry):
      var headers: HTTPFields = [.contentLength: "0"]
      if kept { headers[.eTag] = entry.etag }
      return Response(status: .created, headers: headers)
    case .updated(let entry):
      return Response(status: .noContent, headers: kept ? [.eTag: entry.etag] : [:])
    }
  }

  /// DELETE of a card (when `If-Match` holds) or of a whole book.
  func delete(_ path: DAVPath, request: Request) async throws -> Response {
    switch path {
    case .card(let owner, let bookName, let name):
      let book = try await openBook(bookName, of: owner)
      do {
        try await book.delete(named: name, when: try Self.condition(request.headers))
      } catch let error as ServedBookError {
        throw Self.refusal(error, owner: owner, book: bookName)
      }
    case .book(let owner, let name):
      do {
        try await shelf.removeBook(name, of: owner)
      } catch BookShelfError.notFound {
        throw DAVError.notFound("no address book \(name)")
      } catch BookShelfError.isTheDefaultBook {
        throw DAVError.forbidden("\(name) is the book the server was started on: it stays")
      }
    default:
      throw DAVError.forbidden("only cards and address books can be deleted")
    }
    return Response(status: .noContent)
  }

  /// What a PUT's body holds: one contact, or one group card.
  private enum PutCard {
    case contact(ContactImport)
    /// A group card whose text is the body as it came when the body is UTF-8 (served byte for
    /// byte), else as the reader wrote it.
    case group(GroupCard)
  }

  /// The one contact or group card of `body`; 400 `valid-address-data` for anything else.
  private func readCard(_ body: Data, name: String) throws -> PutCard {
    func refused(_ reason: String) -> DAVError {
      DAVError(.badRequest, reason, precondition: .card("valid-address-data"))
    }
    let file: ContactFile
    do {
      file = try formats.v3.read(body, fileName: name)
    } catch {
      throw refused("the card cannot be read: \(error)")
    }
    if let skipped = file.skipped.first { throw refused(skipped) }
    let count = file.contacts.count + file.groups.count
    guard count == 1 else {
      throw refused("a card resource holds exactly one vCard, this has \(count)")
    }
    guard VCardLines.hasUID(body) else { throw refused("the card has no UID") }
    if let card = file.contacts.first { return .contact(card) }
    let group = file.groups[0]
    guard let text = String(data: body, encoding: .utf8) else { return .group(group) }
    return .group(GroupCard(uid: group.uid, name: group.name, members: group.members, text: text))
  }

  /// The condition of `If-Match` / `If-None-Match` (entity tags compared as strings).
  static func condition(_ headers: HTTPFields) throws(DAVError) -> ServedCondition {
    if let match = headers[.ifMatch]?.trimmingCharacters(in: .whitespaces) {
      return match == "*" ? .present : .matches(match)
    }
    if let noneMatch = headers[.ifNoneMatch]?.trimmingCharacters(in: .whitespaces) {
      guard noneMatch == "*" else {
        throw .badRequest("If-None-Match is served with * only")
      }
      return .absent
    }
    return .none
  }

  /// What a book's refusal answers.
  static func refusal(_ error: ServedBookError, owner: String, book: String) -> DAVError {
    switch error {
    case .notFound(let name): .notFound("no card \(name)")
    case .preconditionFailed(let name):
      .preconditionFailed("the card \(name) is not in the state If-Match or If-None-Match asks")
    case .uidConflict(let existing):
      DAVError(
        .conflict, "another card has this UID", precondition: .card("no-uid-conflict"),
        detail:
          "<d:href>\(DAVPath.card(owner: owner, book: book, card: existing).href)</d:href>")
    case .tokenExpired:
      .forbidden("the sync token has expired: sync again from the start", .dav("valid-sync-token"))
    }
  }
}

import ContactsDomain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension DAVServer {
  /// The plain resource `path` names, as the owner and its segments below the home: any path
  /// deeper than a card's, and a book's or card's path whose first segment is a plain
  /// collection of the home; nil for the rest (books and cards, served as before).
  func plainTarget(_ path: DAVPath) async throws -> (owner: String, path: [String])? {
    let target: (owner: String, path: [String])
    switch path {
    case .plain(let owner, let segments): return (owner, segments)
    case .book(let owner, let name): target = (owner, [name])
    case .card(let owner, let name, let member): target = (owner, [name, member])
    default: return nil
    }
    guard try await files.plainResource(at: [target.path[0]], of: target.owner) != nil else {
      return nil
    }
    return target
  }

  /// A request in the plain area: collections and files of any kind, as RFC 4918 serves them.
  func respondInPlainArea(
    _ target: (owner: String, path: [String]), request: Request, context: DAVContext
  ) async throws -> Response {
    let (owner, path) = target
    do {
      switch request.method {
      case .options:
        return Response(status: .ok, headers: [.allow: DAVRoutes.allowed, .contentLength: "0"])
      case .get, .head: return try await getPlain(path, of: owner)
      case .put: return try await putPlain(path, of: owner, request: request, context: context)
      case .delete:
        try await files.removePlain(at: path, of: owner, when: try Self.condition(request.headers))
        return Response(status: .noContent)
      case .mkcol: return try await mkcolPlain(path, of: owner, request: request, context: context)
      case .propfind:
        return try await propfindPlain(path, of: owner, request: request, context: context)
      case .proppatch:
        return try await proppatch(
          .plain(owner: owner, path: path), request: request, context: context)
      default:
        throw DAVError.methodNotAllowed("\(request.method) is not served on plain files")
      }
    } catch let error as PlainFilesError {
      throw Self.refusal(error)
    }
  }

  /// MKCOL without a body in the home (RFC 4918 §9.3): a plain collection, when no book has
  /// the name.
  func mkcolPlainInHome(_ name: String, of owner: String) async throws -> Response {
    if try await shelf.books(of: owner).contains(where: { $0.name == name }) {
      throw DAVError.methodNotAllowed("the address book \(name) exists")
    }
    do {
      _ = try await files.makePlainCollection(at: [name], of: owner)
    } catch let error as PlainFilesError {
      throw Self.refusal(error)
    }
    return Response(status: .created, headers: [.contentLength: "0"])
  }

  /// MKCOL inside a plain collection: the body must be empty (415 else), since a plain
  /// collection takes no properties.
  private func mkcolPlain(
    _ path: [String], of owner: String, request: Request, context: DAVContext
  ) async throws -> Response {
    // Something there is 405 whatever the body (RFC 4918 §9.3.1), before a body is 415.
    if try await files.plainResource(at: path, of: owner) != nil {
      throw DAVError.methodNotAllowed("\(PlainArea.shown(path)) exists")
    }
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    guard body.readableBytesView.allSatisfy(Self.isBlank) else {
      throw DAVError.unsupportedMediaType("a plain collection is made with an empty body")
    }
    _ = try await files.makePlainCollection(at: path, of: owner)
    return Response(status: .created, headers: [.contentLength: "0"])
  }

  /// GET and HEAD of a plain file: its bytes as they were PUT, its type, ETag and date.
  private func getPlain(_ path: [String], of owner: String) async throws -> Response {
    guard let file = try await files.plainFile(at: path, of: owner) else {
      guard try await files.plainResource(at: path, of: owner) == nil else {
        throw DAVError.methodNotAllowed("GET is served on files; list a collection with PROPFIND")
      }
      throw DAVError.notFound("nothing is at \(PlainArea.shown(path))")
    }
    var headers: HTTPFields = [.lastModified: HTTPDate.text(file.resource.modified)]
    headers[.contentType] = file.resource.contentType
    headers[.eTag] = file.resource.etag
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.body)))
  }

  /// PUT of a plain file of any type, kept byte for byte when `If-Match` / `If-None-Match`
  /// hold; 201 or 204 with its ETag.
  private func putPlain(
    _ path: [String], of owner: String, request: Request, context: DAVContext
  ) async throws -> Response {
    let type = request.headers[.contentType] ?? "application/octet-stream"
    guard type.utf8.count <= Self.maximumContentTypeBytes else {
      throw DAVError.badRequest("a Content-Type is at most \(Self.maximumContentTypeBytes) bytes")
    }
    let body = Data(try await request.body.collect(upTo: context.maxUploadSize).readableBytesView)
    let write = try await files.putPlainFile(
      body, contentType: type, at: path, of: owner, when: try Self.condition(request.headers))
    let (status, file): (HTTPResponse.Status, PlainResource) =
      switch write {
      case .created(let file): (.created, file)
      case .updated(let file): (.noContent, file)
      }
    var headers: HTTPFields = status == .created ? [.contentLength: "0"] : [:]
    headers[.eTag] = file.etag
    return Response(status: status, headers: headers)
  }

  /// The longest Content-Type a plain file keeps.
  static let maximumContentTypeBytes = 256

  /// PROPFIND of a plain collection (Depth 0 or 1) or file.
  private func propfindPlain(
    _ path: [String], of owner: String, request: Request, context: DAVContext
  ) async throws -> Response {
    let asked = try PropertyRequest.of(try await xmlBody(request, context: context))
    guard let resource = try await files.plainResource(at: path, of: owner) else {
      throw DAVError.notFound("nothing is at \(PlainArea.shown(path))")
    }
    let properties = ResourceProperties(formats: formats)
    var answers = asked.response(.plain(owner: owner, resource), properties)
    if resource.isCollection {
      if try Self.finiteDepth(request) == "1" {
        for member in try await files.plainMembers(of: path, of: owner) {
          answers += asked.response(.plain(owner: owner, member), properties)
        }
      }
    }
    return Self.multistatus { [answers] emit in try await emit(answers) }
  }

  /// What the plain area's refusal answers: RFC 4918's statuses, 507 for an area that is full.
  static func refusal(_ error: PlainFilesError) -> DAVError {
    switch error {
    case .exists, .isACollection: .methodNotAllowed(error.message)
    case .noParent: .conflict(error.message)
    case .notFound: .notFound(error.message)
    case .preconditionFailed: .preconditionFailed(error.message)
    case .badPath: .forbidden(error.message)
    case .full: DAVError(.init(code: 507, reasonPhrase: "Insufficient Storage"), error.message)
    }
  }
}

import ContactsDomain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// What the DAV routes do, method by method, over the shelf of served books and the homes'
/// plain files.
struct DAVServer: Sendable {
  let shelf: any BookShelf
  let files: any PlainFiles
  let accounts: any AccountCheck
  let formats: CardFormats

  /// How many entries a listing reads at a time: what bounds a multistatus's memory.
  static let window = 500

  func respond(to request: Request, context: DAVContext) async throws -> Response {
    // A request's target has no fragment (RFC 9112 §3.2): one that does is not guessed at (a
    // DELETE of `dir/#frag` would otherwise remove `dir/`).
    guard !request.uri.string.contains("#") else {
      throw DAVError.badRequest("a request's URL has no fragment (#): encode it as %23")
    }
    let path = try resolve(request.uri.path, owner: context.owner)
    if let plain = try await plainTarget(path) {
      return try await respondInPlainArea(plain, request: request, context: context)
    }
    switch request.method {
    case .options:
      return Response(status: .ok, headers: [.allow: DAVRoutes.allowed, .contentLength: "0"])
    case .get, .head: return try await get(path, request: request)
    case .put: return try await put(path, request: request, context: context)
    case .delete: return try await delete(path, request: request)
    case .propfind: return try await propfind(path, request: request, context: context)
    case .proppatch: return try await proppatch(path, request: request, context: context)
    case .mkcol: return try await mkcol(path, request: request, context: context)
    case .report: return try await report(path, request: request, context: context)
    default: throw DAVError.methodNotAllowed("\(request.method) is not served here")
    }
  }

  /// The resource at `rawPath`, which must be `owner`'s (another owner's is simply not found).
  func resolve(_ rawPath: String, owner: String) throws(DAVError) -> DAVPath {
    guard let path = try DAVPath.parse(rawPath) else { throw .notFound() }
    if let pathOwner = path.owner, pathOwner != owner { throw .notFound() }
    return path
  }

  /// The book `name` of `owner`; 404 when there is none.
  func openBook(_ name: String, of owner: String) async throws -> any ServedAddressBook {
    guard let book = try await shelf.book(name, of: owner) else {
      throw DAVError.notFound("no address book \(name)")
    }
    return book
  }

  /// The request's XML body, read within the body limit; nil when there is none.
  func xmlBody(_ request: Request, context: DAVContext) async throws -> XMLNode? {
    let buffer = try await request.body.collect(upTo: context.maxUploadSize)
    guard buffer.readableBytes > 0 else { return nil }
    let data = Data(buffer.readableBytesView)
    guard data.contains(where: { !Self.isBlank($0) }) else { return nil }
    return try XMLRequestReader.read(data)
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A 207 multistatus whose responses `produce` writes, sent 64 KiB at a time as they come.
  static func multistatus(
    trailer: String = "",
    _ produce: @escaping @Sendable ((String) async throws -> Void) async throws -> Void
  ) -> Response {
    let body = ResponseBody { writer in
      var pending = ByteBuffer(
        string: XMLText.declaration + "<d:multistatus \(XMLText.namespaces)>")
      try await produce { text in
        pending.writeString(text)
        if pending.readableBytes >= 64 * 1024 {
          try await writer.write(pending)
          pending.clear()
        }
      }
      pending.writeString(trailer + "</d:multistatus>")
      try await writer.write(pending)
      try await writer.finish(nil)
    }
    return Response(
      status: .init(code: 207, reasonPhrase: "Multi-Status"),
      headers: [.contentType: DAVRoutes.xmlType], body: body)
  }
}

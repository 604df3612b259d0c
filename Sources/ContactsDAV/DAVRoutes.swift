import ContactsDomain
import ContactsWeb
import HTTPTypes
import Hummingbird

/// The CardDAV server's routes (RFC 4918 as CardDAV needs it, RFC 6352, 6578, 6764, 5689,
/// 5397) under `/dav/`, and `/.well-known/carddav` pointing there: an adapter over the
/// `BookShelf` of served books, the homes' `PlainFiles` and the `AccountCheck` of accounts,
/// with XML errors, Basic authentication and a body limit of their own.
public struct DAVRoutes: ProtocolRoutes {
  public let pathSegment = "dav"
  let server: DAVServer

  /// The routes over `shelf`'s books and the plain `files` of each home, signing in with
  /// `accounts`, serving cards in `formats`.
  public init(
    shelf: any BookShelf, files: any PlainFiles, accounts: any AccountCheck, formats: CardFormats
  ) {
    server = DAVServer(shelf: shelf, files: files, accounts: accounts, formats: formats)
  }

  /// The compliance classes in every answer's `DAV` header.
  static let compliance = "1, 3, addressbook, extended-mkcol"
  /// The methods the routes answer.
  static let allowed = "OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, MKCOL, REPORT"
  static let xmlType = "application/xml; charset=utf-8"

  static let methods: [HTTPRequest.Method] = [
    .options, .get, .put, .delete, .propfind, .proppatch, .mkcol, .report,
  ]

  public func register(on router: Router<ServerRequestContext>) {
    let wellKnown = router.group(".well-known/carddav", context: DAVContext.self)
    wellKnown.add(middleware: DAVErrorAnswers())
    for method in Self.methods {
      wellKnown.on("", method: method) { _, _ in
        Response(status: .movedPermanently, headers: [.location: DAVPath.root.href])
      }
    }
    let group = router.group(RouterPath(pathSegment), context: DAVContext.self)
    group.add(middleware: DAVErrorAnswers())
    group.add(middleware: BasicAuthentication(accounts: server.accounts))
    let server = server
    for method in Self.methods {
      for path: RouterPath in ["", "**"] {
        group.on(path, method: method) { request, context in
          try await server.respond(to: request, context: context)
        }
      }
    }
  }
}

extension HTTPRequest.Method {
  static let propfind = HTTPRequest.Method("PROPFIND")!
  static let proppatch = HTTPRequest.Method("PROPPATCH")!
  static let mkcol = HTTPRequest.Method("MKCOL")!
  static let report = HTTPRequest.Method("REPORT")!
}

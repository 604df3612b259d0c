import ContactsDomain
import HTTPTypes
import Hummingbird
import NIOCore

extension DAVServer {
  /// MKCOL in the home: without a body, a plain collection (RFC 4918); with an extended MKCOL
  /// body (RFC 5689) setting `resourcetype` addressbook and `displayname`, an address book;
  /// 201, or 405 when the name is taken, or 403 from a store that keeps one book.
  func mkcol(_ path: DAVPath, request: Request, context: DAVContext) async throws -> Response {
    guard case .book(let owner, let name) = path else {
      switch path {
      case .card: throw DAVError.forbidden("an address book holds cards, not collections")
      default: throw DAVError.methodNotAllowed("this collection exists")
      }
    }
    guard let body = try await xmlBody(request, context: context) else {
      return try await mkcolPlainInHome(name, of: owner)
    }
    guard body.name == .dav("mkcol") else {
      throw DAVError.unsupportedMediaType("a MKCOL body is a DAV:mkcol")
    }
    let settings = body.children(.dav("set")).flatMap { $0.children(.dav("prop")) }
      .flatMap(\.children)
    let refused = settings.filter { !Self.takesAtMKCOL($0) }
    guard refused.isEmpty else {
      return Self.refusedProperties(refused, of: settings, root: "d:mkcol-response")
    }
    let displayName = settings.first { $0.name == .dav("displayname") }?.text
    do {
      _ = try await shelf.makeBook(name, displayName: displayName, of: owner)
    } catch BookShelfError.exists {
      throw DAVError.methodNotAllowed("the address book \(name) exists")
    } catch BookShelfError.badName {
      throw DAVError.forbidden("\(name) cannot be an address book's name")
    } catch BookShelfError.unavailable {
      throw DAVError.forbidden(BookShelfError.unavailable.message)
    }
    return Response(status: .created, headers: [.contentLength: "0"])
  }

  /// PROPPATCH of a book's `displayname` (set or removed); every other property is refused
  /// (403), and then nothing is changed (424 for the rest), as RFC 4918 §9.2 asks.
  func proppatch(_ path: DAVPath, request: Request, context: DAVContext) async throws -> Response {
    guard let body = try await xmlBody(request, context: context),
      body.name == .dav("propertyupdate")
    else { throw DAVError.badRequest("a PROPPATCH body is a DAV:propertyupdate") }
    var updates: [(name: XMLName, value: String?)] = []
    for change in body.children where change.name == .dav("set") || change.name == .dav("remove") {
      for prop in change.children(.dav("prop")) {
        for property in prop.children {
          updates.append((property.name, change.name == .dav("set") ? property.text : nil))
        }
      }
    }
    let all = updates.map { XMLNode(name: $0.name) }
    guard case .book(let owner, let name) = path else {
      return Self.refusedProperties(all, of: all, root: "d:multistatus", href: path.href)
    }
    _ = try await openBook(name, of: owner)
    let refused = all.filter { $0.name != .dav("displayname") }
    guard refused.isEmpty else {
      return Self.refusedProperties(refused, of: all, root: "d:multistatus", href: path.href)
    }
    do {
      for update in updates {
        try await shelf.setDisplayName(update.value, ofBook: name, of: owner)
      }
    } catch BookShelfError.unavailable {
      throw DAVError.forbidden("this address book's name cannot be changed")
    }
    let props = all.map { XMLText.element($0.name) }.joined()
    let answer =
      "<d:response><d:href>\(path.href)</d:href>"
      + PropertyRequest.propstat(props, "200 OK") + "</d:response>"
    return Self.multistatus { emit in try await emit(answer) }
  }

  /// Whether extended MKCOL sets `property`: an addressbook resourcetype, a display name. A
  /// description is taken but not kept (books have none yet): DAVx5 and the recorded clients
  /// send one, and refusing it would refuse the book.
  private static func takesAtMKCOL(_ property: XMLNode) -> Bool {
    switch property.name {
    case .dav("displayname"), .card("addressbook-description"): true
    case .dav("resourcetype"): property.child(.card("addressbook")) != nil
    default: false
    }
  }

  /// 403 for `refused` and 424 for the rest of `all`, in a `root` answer (a `mkcol-response`
  /// has its propstats at the top, a multistatus in a response).
  private static func refusedProperties(
    _ refused: [XMLNode], of all: [XMLNode], root: String, href: String? = nil
  ) -> Response {
    let refusedNames = Set(refused.map(\.name))
    let failed = refused.map { XMLText.element($0.name) }.joined()
    let dependent = all.filter { !refusedNames.contains($0.name) }
      .map { XMLText.element($0.name) }.joined()
    var propstats = PropertyRequest.propstat(failed, "403 Forbidden")
    if !dependent.isEmpty {
      propstats += PropertyRequest.propstat(dependent, "424 Failed Dependency")
    }
    let inner =
      href.map { "<d:response><d:href>\($0)</d:href>\(propstats)</d:response>" } ?? propstats
    let xml = XMLText.declaration + "<\(root) \(XMLText.namespaces)>\(inner)</\(root)>"
    let status: HTTPResponse.Status =
      href == nil ? .forbidden : .init(code: 207, reasonPhrase: "Multi-Status")
    return Response(
      status: status, headers: [.contentType: DAVRoutes.xmlType],
      body: .init(byteBuffer: ByteBuffer(string: xml)))
  }
}

import Hummingbird

/// Answers a request for a page that exists, with a method it does not take, with 405 and the
/// methods it takes in `Allow`, rather than the router's 404. The last of the browser's
/// middleware on the requests no route took (`UnroutedRequests`), it sees only those.
struct MethodNotAllowed: RouterMiddleware {
  typealias Context = WebRequestContext

  /// Every route's path and the methods it takes.
  private let routes: [(path: RouterPath, methods: Set<HTTPRequest.Method>)]

  /// The routes `router` has now.
  init<Root: RequestContext>(routes: [Router<Root>.RouteDescription]) {
    var methods: [String: (path: RouterPath, methods: Set<HTTPRequest.Method>)] = [:]
    for route in routes {
      methods[route.path.description, default: (route.path, [])].methods.insert(route.method)
      // The router answers HEAD wherever it answers GET.
      if route.method == .get { methods[route.path.description]?.methods.insert(.head) }
    }
    self.routes = Array(methods.values)
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let segments = request.uri.path.split(separator: "/")
    let allowed = routes.filter { route in
      route.path.components.count == segments.count
        && zip(route.path.components, segments).allSatisfy { $0 ~= $1 }
    }.flatMap(\.methods)
    guard !allowed.isEmpty else { return try await next(request, context) }
    var response = ErrorPage(
      status: .methodNotAllowed,
      message: "This page cannot be asked for with \(request.method.rawValue)."
    ).response(from: request)
    response.headers[.allow] = Set(allowed).map(\.rawValue).sorted().joined(separator: ", ")
    return response
  }
}

import Hummingbird

/// What the root router does with a request no route took: under another protocol's path
/// segment it answers as Hummingbird does (a bare 404, no page); anywhere else the browser's
/// middleware answers it, as it does its routes, with 405 for a page asked with the wrong
/// method and the HTML 404 page otherwise.
struct UnroutedRequests: RouterMiddleware {
  typealias Context = ServerRequestContext

  /// The first path segments other protocols' routes live under.
  let protocolSegments: Set<String>
  /// The browser's middleware, outermost first, ending with its 405.
  let browser: [any MiddlewareProtocol<Request, Response, WebRequestContext>]

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let first = request.uri.path.split(separator: "/").first.map(String.init)
    if let first, protocolSegments.contains(first) { return try await next(request, context) }
    return try await Self.run(browser[...], request, WebRequestContext(context: context)) {
      request, _ in try await next(request, context)
    }
  }

  /// `middleware` around `last`, the first outermost.
  private static func run(
    _ middleware: ArraySlice<any MiddlewareProtocol<Request, Response, WebRequestContext>>,
    _ request: Request, _ context: WebRequestContext,
    last: (Request, WebRequestContext) async throws -> Response
  ) async throws -> Response {
    guard let outer = middleware.first else { return try await last(request, context) }
    return try await outer.handle(request, context: context) { request, context in
      try await run(middleware.dropFirst(), request, context, last: last)
    }
  }
}

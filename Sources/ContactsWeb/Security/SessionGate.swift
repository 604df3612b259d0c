import Hummingbird

/// In front of every browser page on a server with accounts: a request without the owner's
/// session is sent to the login page; the login page and the style sheet pass.
struct SessionGate: RouterMiddleware {
  typealias Context = WebRequestContext

  let signIn: WebSignIn

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    if path == LoginPage.path || path.hasPrefix("/assets/")
      || signIn.sessions.name(of: request) == signIn.owner
    {
      return try await next(request, context)
    }
    return .seeOther(LoginPage.path)
  }
}

import Hummingbird

/// First of the browser's middleware on a server with accounts, so that error pages get it
/// too: while the request's session is the owner's, every page it answers with shows
/// `SignOutControl`. A browser that signed in has the CSRF cookie (signing in needed it); one
/// that has since lost it gets no control until a page with a form gives it a new one.
struct SignOutScope: RouterMiddleware {
  typealias Context = WebRequestContext

  let signIn: WebSignIn

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let name = signIn.sessions.name(of: request), name == signIn.owner,
      let token = CSRFToken.cookie(of: request)
    else { return try await next(request, context) }
    return try await SignOutControl.$shown.withValue(
      SignOutControl(name: name, csrfToken: token)
    ) { try await next(request, context) }
  }
}

import Hummingbird

/// The one place the double-submit token is handled, in front of every page with a form: a GET
/// gets a token (and its cookie when the browser has none) for the page to embed; a POST is read
/// once, refused unless its token matches the cookie, and handed on in the context.
struct CSRFCheck: RouterMiddleware {
  typealias Context = WebRequestContext

  /// The largest body a POST behind this check may send.
  let bodyLimit: Int
  /// What a larger body gets; nil for Hummingbird's own 413.
  let tooLarge: WebError?

  init(bodyLimit: Int = WebRequestContext.bodyLimit, tooLarge: WebError? = nil) {
    self.bodyLimit = bodyLimit
    self.tooLarge = tooLarge
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var context = context
    if request.method == .post {
      // The token is in the body, up to an import's 50 MB of it: without our cookie no token can match,
      // so such a POST is refused before a byte of the body is read (`OriginGuard` has already
      // refused one that a browser says came from another site).
      guard CSRFToken.cookie(of: request) != nil else { throw WebError.crossSite }
      let form = try await SentForm.read(from: request, upTo: bodyLimit, tooLarge: tooLarge)
      let token = form.text(CSRFToken.fieldName) ?? ""
      try CSRFToken.require(token, matching: request)
      context.sentForm = form
      context.csrfToken = token
      return try await next(request, context)
    }
    let existing = CSRFToken.cookie(of: request)
    let token = existing ?? CSRFToken.make()
    context.csrfToken = token
    var response = try await next(request, context)
    if existing == nil { response.setCookie(CSRFToken.setCookie(token)) }
    return response
  }
}

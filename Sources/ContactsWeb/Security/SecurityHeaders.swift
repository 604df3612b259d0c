import HTTPTypes
import Hummingbird

/// Adds the headers every response carries: a strict Content-Security-Policy (no script at all,
/// styles and images from this server only, forms only to it, never in a frame), `nosniff`,
/// and a referrer policy that keeps addresses on this server.
struct SecurityHeaders: RouterMiddleware {
  typealias Context = WebRequestContext

  /// The policy: the pages need nothing but their style sheet and the avatar.
  static let contentSecurityPolicy =
    "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; "
    + "frame-ancestors 'none'; base-uri 'none'"

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    // A response with a stricter policy of its own (a photo's bytes) keeps it.
    if response.headers[.contentSecurityPolicy] == nil {
      response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
    }
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[.referrerPolicy] = "same-origin"
    return response
  }
}

extension HTTPField.Name {
  static let referrerPolicy = Self("Referrer-Policy")!
}

import HTTPTypes
import Hummingbird

/// Refuses a POST that a browser says came from another site: `Sec-Fetch-Site` must be
/// `same-origin` and `Origin` must be this server, when the browser sends them. The form's
/// token is checked too, where the form is read, so a client that sends neither header still
/// needs a page of ours.
struct OriginGuard: RouterMiddleware {
  typealias Context = WebRequestContext

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard request.method != .get, request.method != .head else {
      return try await next(request, context)
    }
    if let site = request.headers[.secFetchSite], site != "same-origin" {
      throw WebError.crossSite
    }
    if let origin = request.headers[.origin] {
      guard let authority = request.head.authority,
        origin.lowercased() == "http://\(authority.lowercased())"
      else { throw WebError.crossSite }
    }
    return try await next(request, context)
  }
}

extension HTTPField.Name {
  /// `Sec-Fetch-Site`: where a browser says a request comes from.
  static let secFetchSite = Self("Sec-Fetch-Site")!
}

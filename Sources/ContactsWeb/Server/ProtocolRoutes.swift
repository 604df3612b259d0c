import Hummingbird

/// The routes of a kind of client other than a browser (a CardDAV client, say), all under one
/// path segment of their own, registered on the root router beside the browser's pages. They
/// bring their own request context (their body limit, their authentication), middleware and
/// error answers: none of the browser's (HTML error pages, the Host and Origin guards, the form
/// token, the HTML 405, the 64 KiB body limit) reaches them.
public protocol ProtocolRoutes: Sendable {
  /// The first path segment of every route (`dav` for `/dav/…`): the browser answers no request
  /// under it, not even with its 404 page.
  var pathSegment: String { get }

  /// Adds the routes to `router`, each under `/<pathSegment>/`.
  func register(on router: Router<ServerRequestContext>)
}

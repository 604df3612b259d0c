import ContactsApp
import ContactsBuilds
import ContactsDomain
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore

/// The web front end: both builds side by side over one repository.
public enum ContactsWebApp {
  /// The router: the browser's pages (`/`, the default build's list; `/about`; `/assets/…`; and
  /// the pages of `/mvvm/` and `/viper/`, each asking the app `app` gives for its build) in a
  /// group of their own, with the browser's
  /// middleware and request context; and beside them the routes of each of `protocols`, which
  /// none of the browser's middleware reaches.
  public static func router(
    configuration: WebConfiguration = .init(), protocols: [any ProtocolRoutes] = [],
    app: (Architecture) -> any AddressBookApp
  ) -> Router<ServerRequestContext> {
    let router = Router(context: ServerRequestContext.self, options: .autoGenerateHeadEndpoints)
    let middleware = browserMiddleware(configuration)
    let browser = router.group(context: WebRequestContext.self)
    if let signIn = configuration.signIn { browser.add(middleware: SignOutScope(signIn: signIn)) }
    for each in middleware { browser.add(middleware: each) }
    if let signIn = configuration.signIn {
      browser.add(middleware: SessionGate(signIn: signIn))
      LoginRoutes(signIn: signIn).register(on: browser)
    }
    Assets.register(on: browser)
    browser.get(RouterPath(AboutPage.path)) { _, _ in AboutPage.html.response() }
    for build in Architecture.allCases {
      let built = app(build)
      BuildRoutes(
        build: build, app: built, now: configuration.now, secure: configuration.tls != nil
      ).register(on: browser)
      // `/` opens a list, not a choice of architectures: the other build is one link away.
      guard build == Layout.defaultBuild else { continue }
      let list = ListRoutes(build: build, app: built)
      browser.get("/") { request, _ in try await list.page(request) }
    }
    for routes in protocols { routes.register(on: router) }
    // Added after every route, it only sees the requests no route took.
    router.add(
      middleware: UnroutedRequests(
        protocolSegments: Set(protocols.map(\.pathSegment)),
        browser: middleware + [MethodNotAllowed(routes: router.routes)]))
    return router
  }

  /// The browser's middleware, outermost first: its security headers, its HTML error pages, the
  /// Host guard while it listens on loopback only, and the Origin guard.
  private static func browserMiddleware(_ configuration: WebConfiguration)
    -> [any MiddlewareProtocol<Request, Response, WebRequestContext>]
  {
    [SecurityHeaders(), ErrorPages()] + (configuration.isLoopback ? [HostGuard()] : [])
      + [OriginGuard()]
  }

  /// The application, ready to `runService()`, serving the app `app` gives for each build (the
  /// composition root assembles them) and the routes of each of `protocols` (CardDAV's);
  /// `onRunning` gets the base URL once it listens. Raises the
  /// process's open-file limit as far as it goes, so that as many connections fit as the
  /// configuration allows.
  public static func application(
    configuration: WebConfiguration = .init(),
    logger: Logger = Logger(label: "contacts"), protocols: [any ProtocolRoutes] = [],
    app: (Architecture) -> any AddressBookApp,
    onRunning: @escaping @Sendable (String) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let limit = configuration.connectionLimit(openFiles: OpenFileLimit.raised())
    let registry = ConnectionRegistry(limit: limit)
    let http1 = HTTP1Channel.Configuration(idleTimeout: TimeAmount(configuration.idleTimeout))
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    let watched = { @Sendable responder in
      WatchedHTTP1Channel(
        http1: HTTP1Channel(responder: responder, configuration: http1), registry: registry,
        headerTimeout: headerTimeout)
    }
    let tls = configuration.tls
    // A certificate or key TLS refuses fails `runService()`, as a port in use does.
    let server =
      tls.map { tls in HTTPServerBuilder { try TLSChannel(watched($0), tlsConfiguration: tls) } }
      ?? HTTPServerBuilder(watched)
    return Application(
      router: router(configuration: configuration, protocols: protocols, app: app),
      server: server,
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port), serverName: nil,
        backlog: 1024,
        availableConnectionsDelegate: MaximumAvailableConnections(limit, logger: logger)),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuration.port
        await onRunning(baseURL(host: configuration.host, port: port, secure: tls != nil))
      },
      logger: logger)
  }

  /// `http://host:port/` (`https` when `secure`), with brackets around an IPv6 address.
  public static func baseURL(host: String, port: Int, secure: Bool = false) -> String {
    let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return "\(secure ? "https" : "http")://\(name):\(port)/"
  }
}

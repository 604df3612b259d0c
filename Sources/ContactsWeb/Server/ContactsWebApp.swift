import ContactsApp
import ContactsBuilds
import ContactsDomain
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The web front end: both builds side by side over one repository.
public enum ContactsWebApp {
  /// The router: `/`, `/assets/…`, and the pages of `/mvvm/` and `/viper/`, each asking the app
  /// `app` gives for its build.
  public static func router(
    configuration: WebConfiguration = .init(),
    app: (Architecture) -> any AddressBookApp
  ) -> Router<WebRequestContext> {
    let router = Router(context: WebRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: SecurityHeaders())
    router.add(middleware: ErrorPages())
    if configuration.isLoopback { router.add(middleware: HostGuard()) }
    router.add(middleware: OriginGuard())
    router.get("/") { _, _ in LandingPage.html.response() }
    Assets.register(on: router)
    for build in Architecture.allCases {
      BuildRoutes(build: build, app: app(build)).register(on: router)
    }
    router.add(middleware: MethodNotAllowed(routes: router.routes))
    return router
  }

  /// The application, ready to `runService()`, serving the app `app` gives for each build (the
  /// composition root assembles them); `onRunning` gets the base URL once it listens. Raises the
  /// process's open-file limit as far as it goes, so that as many connections fit as the
  /// configuration allows.
  public static func application(
    configuration: WebConfiguration = .init(),
    logger: Logger = Logger(label: "contacts"),
    app: (Architecture) -> any AddressBookApp,
    onRunning: @escaping @Sendable (String) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let limit = configuration.connectionLimit(openFiles: OpenFileLimit.raised())
    let registry = ConnectionRegistry(limit: limit)
    let http1 = HTTP1Channel.Configuration(idleTimeout: TimeAmount(configuration.idleTimeout))
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    return Application(
      router: router(configuration: configuration, app: app),
      server: HTTPServerBuilder { responder in
        WatchedHTTP1Channel(
          http1: HTTP1Channel(responder: responder, configuration: http1), registry: registry,
          headerTimeout: headerTimeout)
      },
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port), serverName: nil,
        backlog: 1024,
        availableConnectionsDelegate: MaximumAvailableConnections(limit, logger: logger)),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuration.port
        await onRunning(baseURL(host: configuration.host, port: port))
      },
      logger: logger)
  }

  /// `http://host:port/`, with brackets around an IPv6 address.
  public static func baseURL(host: String, port: Int) -> String {
    let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return "http://\(name):\(port)/"
  }
}

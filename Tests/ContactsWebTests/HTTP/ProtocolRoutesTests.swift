import ContactsBuilds
import ContactsTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The seam a `/dav` group will stand on: routes of another protocol beside the browser's pages,
/// with a request context and a body limit of their own, reached by none of the browser's
/// middleware.
@Suite("Another protocol's routes, beside the browser's pages")
struct ProtocolRoutesTests {
  /// What a cross-site form would send, with no token cookie: the browser's guards refuse it.
  private static let crossSite: HTTPFields = [
    .origin: "http://evil.example", .secFetchSite: "cross-site",
    .contentType: "application/octet-stream",
  ]
  /// A body over the browser's 64 KiB and under the probe's own limit.
  private static let largeBody = ByteBuffer(repeating: 0x61, count: 2 * WebRequestContext.bodyLimit)

  private func withServer(_ body: @Sendable (any TestClientProtocol) async throws -> Void)
    async throws
  {
    let router = ContactsWebApp.router(
      configuration: .init(host: "127.0.0.1", port: 0), protocols: [Probe()]
    ) { $0.app(RepositorySpy()) }
    try await Application(router: router).test(.router, body)
  }

  @Test func aCrossSitePostWithoutATokenReachesTheProtocolsRouteWithItsOwnBodyLimit()
    async throws
  {
    try await withServer { client in
      let answer = try await client.execute(
        uri: "/probe/echo", method: .post, headers: Self.crossSite, body: Self.largeBody)
      #expect(answer.status == .ok)
      #expect(String(buffer: answer.body) == "\(Self.largeBody.readableBytes) bytes")
      #expect(answer.headers[.setCookie] == nil)
      #expect(answer.headers[.contentSecurityPolicy] == nil)
      // The same request to a browser's page is refused by its guards.
      let page = try await client.execute(
        uri: "/viper/add", method: .post, headers: Self.crossSite, body: Self.largeBody)
      #expect(page.status == .forbidden)
      #expect(page.headers[.contentType] == "text/html; charset=utf-8")
    }
  }

  @Test func theProtocolsFailuresAndUnknownAddressesGetNoHTMLPage() async throws {
    try await withServer { client in
      for (uri, method, status) in [
        ("/probe/fail", HTTPRequest.Method.get, HTTPResponse.Status.badRequest),
        ("/probe/nowhere", .get, .notFound),
        ("/probe/echo", .delete, .notFound),
      ] {
        let answer = try await client.execute(uri: uri, method: method)
        #expect(answer.status == status, "\(method) \(uri)")
        #expect(answer.headers[.contentType] != "text/html; charset=utf-8", "\(method) \(uri)")
        #expect(!String(buffer: answer.body).contains("<html"), "\(method) \(uri)")
      }
      // The browser's addresses keep their pages: a 404 page, and 405 with the methods allowed.
      let missing = try await client.execute(uri: "/viper/nowhere", method: .get)
      #expect(missing.status == .notFound)
      #expect(missing.headers[.contentType] == "text/html; charset=utf-8")
      let wrongMethod = try await client.execute(uri: "/viper/add", method: .delete)
      #expect(wrongMethod.status == .methodNotAllowed)
      #expect(wrongMethod.headers[.contentType] == "text/html; charset=utf-8")
    }
  }
}

/// A second protocol's stand-in under `/probe/`: it tells the size of what was posted and fails
/// with 400 when asked; its context reads bodies up to 1 MiB.
private struct Probe: ProtocolRoutes {
  let pathSegment = "probe"

  struct Context: ChildRequestContext {
    var coreContext: CoreRequestContextStorage

    init(context: ServerRequestContext) {
      coreContext = context.coreContext
    }

    var maxUploadSize: Int { 1024 * 1024 }
  }

  func register(on router: Router<ServerRequestContext>) {
    let group = router.group(RouterPath(pathSegment), context: Context.self)
    group.post("echo") { request, context in
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      return "\(body.readableBytes) bytes"
    }
    group.get("fail") { _, _ -> String in throw HTTPError(.badRequest) }
  }
}

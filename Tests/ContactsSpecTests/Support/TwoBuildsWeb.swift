import ContactsBuilds
import ContactsStore
import ContactsWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The web app in process, each page fetched from `/mvvm/…` and `/viper/…` over the same
/// database: status, headers that say where and what, and body must be the same bytes once the
/// build's path and name are replaced. A form sent changes a copy of the database per build.
final class TwoBuildsWeb {
  /// What a page answered, made comparable.
  struct Page: Equatable, Sendable {
    let status: HTTPResponse.Status
    let location: String?
    let contentType: String?
    let body: String
  }

  /// A well-formed token, sent as both the cookie and the form's field.
  static let token = String(repeating: "ab", count: 32)

  private let folder: URL
  /// The database every command starts from.
  let current: URL
  /// How many pages were compared.
  private(set) var compared = 0

  init(folder: URL) {
    self.folder = folder
    current = folder.appendingPathComponent("web.sqlite")
  }

  /// `GET /build/PATH` in both builds, on the current database.
  @discardableResult
  func get(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> Page
  {
    let pages = try await serve(current) { client in
      var pages: [Architecture: Page] = [:]
      for architecture in Architecture.allCases {
        pages[architecture] = try await Self.fetch(client, architecture, path, .get, nil)
      }
      return pages
    }
    return try record(pages, "GET \(path)", sourceLocation)
  }

  /// `POST /build/PATH` with `body` of `contentType` in both builds, each on its own copy of the
  /// current database; the MVVM copy is kept.
  @discardableResult
  func post(
    _ path: String, _ body: String,
    contentType: String = "application/x-www-form-urlencoded",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Page {
    var pages: [Architecture: Page] = [:]
    for architecture in Architecture.allCases {
      let copy = folder.appendingPathComponent("web-\(architecture.rawValue).sqlite")
      try copyDatabaseFiles(from: current, to: copy)
      pages[architecture] = try await serve(copy) { client in
        try await Self.fetch(client, architecture, path, .post, (body, contentType))
      }
    }
    try copyDatabaseFiles(from: folder.appendingPathComponent("web-mvvm.sqlite"), to: current)
    return try record(pages, "POST \(path)", sourceLocation)
  }

  // MARK: - Private

  private func record(
    _ pages: [Architecture: Page], _ request: String, _ sourceLocation: SourceLocation
  ) throws -> Page {
    #expect(pages[.mvvm] == pages[.viper], "\(request)", sourceLocation: sourceLocation)
    compared += 1
    return try #require(pages[.mvvm])
  }

  /// Runs `body` with a client of the web app over the database at `path`, then closes it.
  private func serve<Value: Sendable>(
    _ path: URL, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let repository = try ContactDatabase.openFile(at: path.path)
    let app = Application(
      router: ContactsWebApp.router(configuration: .init(host: "127.0.0.1", port: 0)) {
        $0.app(repository, backups: repository)
      })
    return try await app.test(.router) { client in try await body(client) }
  }

  private static func fetch(
    _ client: some TestClientProtocol, _ architecture: Architecture, _ path: String,
    _ method: HTTPRequest.Method, _ form: (body: String, contentType: String)?
  ) async throws -> Page {
    var headers: HTTPFields = [.cookie: "contacts_csrf=\(token)", .origin: "http://localhost"]
    if let form { headers[.contentType] = form.contentType }
    let response = try await client.execute(
      uri: "/\(architecture.rawValue)/\(path)", method: method, headers: headers,
      body: form.map { ByteBuffer(string: $0.body) })
    // The bar links to both builds, the one shown marked: the same bar once marked alike.
    let comparable = { (text: String) in
      text.replacing(/<nav aria-label="Builds">.*?<\/nav>/, with: "<nav>BUILDS</nav>")
        .replacing("/\(architecture.rawValue)/", with: "/BUILD/")
        .replacing(architecture.name, with: "BUILD")
        .replacing(/[0-9a-f]{64}/, with: "TOKEN")
        // Each build's restore keeps the book as it was, in its own file of the same second.
        .replacing(/before-restore-[0-9T-]+\.sqlite/, with: "before-restore-TIME.sqlite")
    }
    return Page(
      status: response.status, location: response.headers[.location].map(comparable),
      contentType: response.headers[.contentType],
      body: comparable(String(buffer: response.body)))
  }
}

import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import ContactsWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The web app in process, each page fetched from `/mvvm/…` and `/viper/…`, each build over a
/// store of its own that one factory made: status, headers that say where and what, and body
/// must be the same bytes once the build's path and name (and the uids the stores drew) are
/// replaced. A form sent goes to each build, on its own store, so the two stores go through the
/// same changes at the same times (one clock, stopped while both builds answer a request): a
/// build that wrote differently shows it on the next page.
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

  private let stores: [Architecture: StoreFactory.Store]
  /// Each build's shelf of books around its store (`ReferenceBookShelf`): the database's own
  /// book, `contacts`, owned by `default`, as `contacts serve` offers it without accounts.
  private let shelves: [Architecture: ReferenceBookShelf]
  private let clock: ManualClock
  /// How many pages were compared.
  private(set) var compared = 0

  /// Two stores of `factory`, one per build, telling the time of one clock.
  init(_ factory: StoreFactory) async throws {
    clock = ManualClock(Date())
    var stores: [Architecture: StoreFactory.Store] = [:]
    var shelves: [Architecture: ReferenceBookShelf] = [:]
    for architecture in Architecture.allCases {
      let store = try await factory.make(clock: clock.now)
      stores[architecture] = store
      shelves[architecture] = ReferenceBookShelf(around: store.served, clock: clock.now)
    }
    self.stores = stores
    self.shelves = shelves
  }

  /// Whether the stores keep backups, in a folder of their own.
  var keepsBackups: Bool { stores[.mvvm]?.backupsFolder != nil }

  /// `GET /build/PATH` in both builds, each on its store.
  @discardableResult
  func get(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> Page
  {
    try await request(path, .get, nil, sourceLocation)
  }

  /// `POST /build/PATH` with `body` of `contentType` in both builds, each on its store.
  @discardableResult
  func post(
    _ path: String, _ body: String,
    contentType: String = "application/x-www-form-urlencoded",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Page {
    try await request(path, .post, (body, contentType), sourceLocation)
  }

  /// Runs `change` on each build's store, as another program writing the book would.
  func change(_ change: (StoreFactory.Store) async throws -> Void) async throws {
    catchUp()
    for architecture in Architecture.allCases {
      try await change(try #require(stores[architecture]))
    }
  }

  /// Moves the clock to the middle of the next whole second, ahead of the time it is: what
  /// the builds write next is after every time a page showed before, to the second, without
  /// waiting for one to pass.
  func startNextSecond() {
    let now = clock.now().timeIntervalSince1970
    clock.advance(seconds: (now + 1).rounded(.down) + 0.5 - now)
  }

  // MARK: - Private

  /// Moves the clock to the time it is now, where it stays while both builds answer.
  private func catchUp() {
    clock.advance(seconds: max(0, Date().timeIntervalSince(clock.now())))
  }

  private func request(
    _ path: String, _ method: HTTPRequest.Method, _ form: (body: String, contentType: String)?,
    _ sourceLocation: SourceLocation
  ) async throws -> Page {
    catchUp()
    var pages: [Architecture: Page] = [:]
    for architecture in Architecture.allCases {
      let backups = stores[architecture]?.backupsFolder
      pages[architecture] = try await serve(architecture) { client in
        try await Self.fetch(client, architecture, path, method, form, backupsFolder: backups)
      }
    }
    #expect(pages[.mvvm] == pages[.viper], "\(method) \(path)", sourceLocation: sourceLocation)
    compared += 1
    return try #require(pages[.mvvm])
  }

  /// Runs `body` with a client of the web app over the store of `architecture`'s build.
  private func serve<Value: Sendable>(
    _ architecture: Architecture,
    _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let store = try #require(stores[architecture])
    let books = OwnedBooks(shelf: try #require(shelves[architecture]), owner: "default")
    let app = Application(
      router: ContactsWebApp.router(
        configuration: .init(host: "127.0.0.1", port: 0, now: clock.now)
      ) {
        $0.app(store.contacts, backups: store.backups ?? NoBookBackups(), books: books)
      })
    return try await app.test(.router) { client in try await body(client) }
  }

  private static func fetch(
    _ client: some TestClientProtocol, _ architecture: Architecture, _ path: String,
    _ method: HTTPRequest.Method, _ form: (body: String, contentType: String)?,
    backupsFolder: String?
  ) async throws -> Page {
    var headers: HTTPFields = [.cookie: "contacts_csrf=\(token)", .origin: "http://localhost"]
    if let form { headers[.contentType] = form.contentType }
    let response = try await client.execute(
      uri: "/\(architecture.rawValue)/\(path)", method: method, headers: headers,
      body: form.map { ByteBuffer(string: $0.body) })
    let comparable = { (page: String) in
      // Each build's store keeps its backups in a folder of its own.
      let text = backupsFolder.map { page.replacing($0, with: "BACKUPS") } ?? page
      // The bar links to both builds, the one shown marked: the same bar once marked alike.
      return text.replacing(/<nav aria-label="Builds">.*?<\/nav>/, with: "<nav>BUILDS</nav>")
        .replacing("/\(architecture.rawValue)/", with: "/BUILD/")
        .replacing(architecture.name, with: "BUILD")
        .replacing(/[0-9a-f]{64}/, with: "TOKEN")
        // Each store draws the uids of the contacts made in the app.
        .replacing(/urn:uuid:[0-9A-Fa-f-]{36}/, with: "urn:uuid:UID")
        // Each build's restore keeps the book as it was in a file named by the time it ran.
        .replacing(/before-restore-[0-9T-]+\.sqlite/, with: "before-restore-TIME.sqlite")
    }
    return Page(
      status: response.status, location: response.headers[.location].map(comparable),
      contentType: response.headers[.contentType],
      body: comparable(String(buffer: response.body)))
  }
}

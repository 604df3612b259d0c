import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the page tests share, started before the suite's first test and stopped after its last
/// (`SharedPages.Scope`): `contacts serve` over an empty book and over the seeded one, and, when
/// the suite checks pages, the checker (`scripts/check-pages.py`, with its browsers and the Nu
/// checker), which checks the pages one at a time as they come.
final class SharedPages: Sendable {
  @TaskLocal static var current: SharedPages?

  let book: SeededBook
  private let store: ContactDatabase
  private let folder: URL
  private let empty: ServerProcess
  private let seeded: ServerProcess
  private let checker: (process: ChildProcess, url: URL)?
  private let session: URLSession

  private init(
    book: SeededBook, store: ContactDatabase, folder: URL, servers: [ServerProcess],
    checker: (process: ChildProcess, url: URL)?
  ) {
    self.book = book
    self.store = store
    self.folder = folder
    (empty, seeded) = (servers[0], servers[1])
    self.checker = checker
    let configuration = URLSessionConfiguration.ephemeral
    // Every page may ask at once; the checker takes them in turn, each in seconds.
    configuration.httpMaximumConnectionsPerHost = 256
    configuration.timeoutIntervalForRequest = 1800
    session = URLSession(configuration: configuration)
  }

  /// Starts the servers, and the checker when `checking`.
  static func start(checking: Bool) async throws -> SharedPages {
    let folder = try makeTemporaryDirectory()
    let checker =
      checking
      ? try ChildProcess(
        Peers.program("python3"), [script.path, folder.path],
        environment: ProcessInfo.processInfo.environment.merging(["PYTHONUNBUFFERED": "1"]) { $1 }
      ) : nil
    let empty = try await ServerProcess.contacts(
      database: folder.appendingPathComponent("empty.sqlite").path)
    let path = folder.appendingPathComponent("contacts.sqlite").path
    let store = try ContactDatabase.openFile(at: path)
    let book = try await SeededBook.seed(store)
    let seeded = try await ServerProcess.contacts(database: path)
    // Chromium and the Nu checker take a while to start on a loaded machine.
    let address = try await checker?.firstLine(within: .seconds(600)) { line in
      line.firstMatch(of: /^Checking pages at (http\S+)$/).map { String($0.output.1) }
    }
    return SharedPages(
      book: book, store: store, folder: folder, servers: [empty, seeded],
      checker: checker.flatMap { process in address.map { (process, URL(string: $0)!) } })
  }

  /// Closes the browsers and the Nu checker (Ctrl-C), then the servers.
  func stop() async {
    if let checker = checker?.process {
      checker.interrupt()
      if (try? await checker.exitStatus(within: .seconds(60))) == nil { checker.kill() }
    }
    empty.stop()
    seeded.stop()
  }

  /// The server `book` is asked of; a new one over a copy of the seeded book for `ownCopy`, to
  /// stop once done.
  private func server(for book: PageCase.Book) async throws -> (ServerProcess, own: Bool) {
    switch book {
    case .empty: return (empty, false)
    case .seeded: return (seeded, false)
    case .ownCopy:
      let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
      _ = try await store.backup(to: path, replacing: false)
      try await SeededBook.writeBackup(of: try ContactDatabase.openFile(at: path))
      return (try await ServerProcess.contacts(database: path), true)
    }
  }

  /// Runs `body` with `page` as it is asked of its book's server, the server stopped after when
  /// it is one of its own.
  func withPage<T>(_ page: PageCase, _ body: (CheckedPage) async throws -> T) async throws -> T {
    let (server, own) = try await server(for: page.book)
    defer { if own { server.stop() } }
    return try await body(page.page(book, String(server.baseURL.dropLast())))
  }

  /// `page` as the server answers it: its status and its body.
  func fetch(_ page: CheckedPage) async throws -> (status: Int, body: String) {
    let (data, response) = try await session.data(for: try page.urlRequest())
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  /// What the checker says of `page`: whether it passed, and one line per check.
  func check(_ page: CheckedPage) async throws -> (passed: Bool, lines: [String]) {
    struct Answer: Decodable {
      let passed: Bool
      let lines: [String]
    }
    var request = URLRequest(url: try #require(checker?.url, "the suite starts no checker"))
    request.httpMethod = "POST"
    request.httpBody = try page.request()
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (data, _) = try await session.data(for: request)
    let answer = try JSONDecoder().decode(Answer.self, from: data)
    return (answer.passed, answer.lines)
  }

  private static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/check-pages.py")

  /// Starts what the suite's tests share before them and stops it after them.
  struct Scope: SuiteTrait, TestScoping {
    /// Whether the suite's pages go to the checker too.
    var checking = true

    func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      let shared = try await SharedPages.start(checking: checking)
      do {
        try await SharedPages.$current.withValue(shared) { try await function() }
      } catch {
        await shared.stop()
        throw error
      }
      await shared.stop()
    }
  }
}

import ContactsCardDAV
import ContactsTestSupport
import Foundation
import Testing

/// A CardDAV server a scenario runs against, whichever it is.
protocol PeerServer: Sendable {
  /// The URL of the address book the scenarios sync.
  var bookURL: String { get }
  /// The running server process; another one after `restart()`.
  var server: ServerProcess { get }
  /// Puts `cards` (file name → vCard) on the server, as a seed.
  func seed(_ cards: [String: String]) async throws
  /// Kills the server (if it still runs) and starts another on the same storage.
  func restart() async throws
}

/// The servers the shared scenarios run against.
enum PeerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case radicale
  case xandikos

  /// The servers present (all of them under CI, where a missing one must fail).
  static var available: [PeerKind] { allCases.filter { Peers.available($0.rawValue) } }

  var testDescription: String { rawValue }

  /// Runs `body` with a fresh server of this kind.
  func with<T>(_ body: (any PeerServer) async throws -> T) async throws -> T {
    switch self {
    case .radicale: try await Radicale.with(body)
    case .xandikos: try await Xandikos.with(body)
    }
  }

  /// Runs `body` with a device in sync with a fresh server of this kind holding Ada (with
  /// `adaExtras`, lines the app may not model), Alan and Grace.
  func withSyncedBook(adaExtras: [String], _ body: (SyncHarness) async throws -> Void)
    async throws
  {
    try await with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", adaExtras),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
        "grace.vcf": SyncHarness.card("grace", "Grace", "Hopper"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      try await body(device)
    }
  }
}

extension Radicale: PeerServer {
  public var bookURL: String { bookURL() }

  public func seed(_ cards: [String: String]) async throws {
    try seed(cards, book: "contacts")
  }
}

/// A Xandikos server of its own for one test, with its default address book (no password).
final class Xandikos: PeerServer, @unchecked Sendable {
  private(set) var server: ServerProcess
  private let folder: URL

  private init(server: ServerProcess, folder: URL) {
    self.server = server
    self.folder = folder
  }

  static func with<T>(_ body: (Xandikos) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { folder in
      let xandikos = Xandikos(server: try await start(in: folder), folder: folder)
      defer { xandikos.server.stop() }
      return try await body(xandikos)
    }
  }

  func restart() async throws {
    server.stop()
    // Killed while committing, git leaves a lock file (index.lock, a ref's .lock) behind and
    // Xandikos answers every write with 423 until it is gone: remove it, as whoever restarts
    // the server would have to.
    let data = folder.appendingPathComponent("data")
    let files = FileManager.default.enumerator(at: data, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      if file.pathExtension == "lock" && file.path.contains("/.git/") {
        try FileManager.default.removeItem(at: file)
      }
    }
    server = try await Self.start(in: folder)
  }

  private static func start(in folder: URL) async throws -> ServerProcess {
    try await ServerProcess.peer(Peers.program("xandikos"), ready: "Listening on ") { port in
      [
        "serve", "-d", folder.appendingPathComponent("data").path, "--defaults",
        "-l", "127.0.0.1", "-p", String(port),
      ]
    }
  }

  var bookURL: String { "http://127.0.0.1:\(server.port)/user/contacts/addressbook/" }

  func seed(_ cards: [String: String]) async throws {
    let connection = try CardDAVConnection(url: bookURL, username: "user", password: "")
    let book = try CardDAVAddressBook(url: URL(string: bookURL)!, connection: connection)
    do {
      for (name, text) in cards {
        _ = try await book.put(
          Data(text.utf8), at: URL(string: bookURL)!.path + "/" + name, replacing: nil)
      }
      try await book.close()
    } catch {
      try await book.close()
      throw error
    }
  }
}

import Foundation

/// A Radicale 3 server of its own for one test: user alice (password "secret"), with the
/// address book /alice/contacts/ and, read-only for her, /alice/readonly/; over TLS with a
/// self-signed certificate (`certificateFile`) when asked.
public final class Radicale: @unchecked Sendable {
  public static let username = "alice"
  public static let password = "secret"

  public let folder: URL
  /// The running server; another one after `restart()`.
  public private(set) var server: ServerProcess

  public let isTLS: Bool
  private let arguments: @Sendable (Int) -> [String]

  private init(
    folder: URL, server: ServerProcess, isTLS: Bool,
    arguments: @escaping @Sendable (Int) -> [String]
  ) {
    self.folder = folder
    self.server = server
    self.isTLS = isTLS
    self.arguments = arguments
  }

  /// The self-signed certificate a TLS server presents, for `--ca-file`.
  public var certificateFile: URL { folder.appendingPathComponent("cert.pem") }

  /// Runs `body` with a fresh server, stopped and removed afterwards whatever happened.
  @discardableResult
  public static func with<T>(tls: Bool = false, _ body: (Radicale) async throws -> T)
    async throws -> T
  {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for book in ["contacts", "readonly"] {
      let path = folder.appendingPathComponent("collections/collection-root/alice/\(book)")
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      try Data(#"{"tag": "VADDRESSBOOK", "D:displayname": "\#(book)"}"#.utf8)
        .write(to: path.appendingPathComponent(".Radicale.props"))
    }
    try Data("\(username):\(password)\n".utf8).write(to: folder.appendingPathComponent("users"))
    try Data(rights.utf8).write(to: folder.appendingPathComponent("rights"))
    let tlsArguments = tls ? try makeCertificate(in: folder) : []
    let arguments: @Sendable (Int) -> [String] = { port in
      tlsArguments + [
        "--server-hosts", "127.0.0.1:\(port)",
        "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
        "--auth-type", "htpasswd", "--auth-htpasswd-filename",
        folder.appendingPathComponent("users").path, "--auth-htpasswd-encryption", "plain",
        "--rights-type", "from_file", "--rights-file", folder.appendingPathComponent("rights").path,
      ]
    }
    let server = try await start(arguments)
    let radicale = Radicale(folder: folder, server: server, isTLS: tls, arguments: arguments)
    defer { radicale.server.stop() }
    return try await body(radicale)
  }

  /// Kills the server (if it still runs) and starts another on the same storage, on a new port.
  public func restart() async throws {
    server.stop()
    server = try await Self.start(arguments)
  }

  /// Radicale on a free port, once it says it is ready.
  private static func start(_ arguments: (Int) -> [String]) async throws -> ServerProcess {
    try await ServerProcess.peer(
      Peers.program("radicale"), ready: "Radicale server ready", arguments: arguments)
  }

  public var baseURL: String { "\(isTLS ? "https" : "http")://127.0.0.1:\(server.port)/" }

  /// The URL of the address book `book`.
  public func bookURL(_ book: String = "contacts") -> String { "\(baseURL)alice/\(book)/" }

  /// Writes `cards` (file name → vCard) straight into the book's folder, as a seed.
  public func seed(_ cards: [String: String], book: String) throws {
    let path = folder.appendingPathComponent("collections/collection-root/alice/\(book)")
    for (name, text) in cards {
      try Data(text.utf8).write(to: path.appendingPathComponent(name))
    }
  }

  /// Makes a self-signed certificate for 127.0.0.1 with openssl; returns Radicale's TLS options.
  private static func makeCertificate(in folder: URL) throws -> [String] {
    let made = try SelfSignedCertificate.make(in: folder)
    return ["--server-ssl", "--server-certificate", made.certificate, "--server-key", made.key]
  }

  /// Alice may read and write her books but `readonly`, which she may only read.
  private static let rights = """
    [root]
    user: .+
    collection:
    permissions: R

    [principal]
    user: .+
    collection: {user}
    permissions: RW

    [readonly]
    user: .+
    collection: {user}/readonly
    permissions: r

    [books]
    user: .+
    collection: {user}/[^/]+
    permissions: rw
    """
}

import Foundation

/// A Radicale 3 server of its own for one test: user alice (password "secret"), with the
/// address book /alice/contacts/ and, read-only for her, /alice/readonly/.
public final class Radicale: @unchecked Sendable {
  public static let username = "alice"
  public static let password = "secret"

  public let folder: URL
  public let server: ServerProcess

  private init(folder: URL, server: ServerProcess) {
    self.folder = folder
    self.server = server
  }

  /// Runs `body` with a fresh server, stopped and removed afterwards whatever happened.
  public static func with<T>(_ body: (Radicale) async throws -> T) async throws -> T {
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
    let server = try await ServerProcess(
      Peers.program("radicale"), log: folder.appendingPathComponent("log")
    ) { port in
      [
        "--server-hosts", "127.0.0.1:\(port)",
        "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
        "--auth-type", "htpasswd", "--auth-htpasswd-filename",
        folder.appendingPathComponent("users").path, "--auth-htpasswd-encryption", "plain",
        "--rights-type", "from_file", "--rights-file", folder.appendingPathComponent("rights").path,
      ]
    }
    let radicale = Radicale(folder: folder, server: server)
    defer { server.stop() }
    return try await body(radicale)
  }

  public var baseURL: String { "http://127.0.0.1:\(server.port)/" }

  /// The URL of the address book `book`.
  public func bookURL(_ book: String = "contacts") -> String { "\(baseURL)alice/\(book)/" }

  /// Writes `cards` (file name → vCard) straight into the book's folder, as a seed.
  public func seed(_ cards: [String: String], book: String) throws {
    let path = folder.appendingPathComponent("collections/collection-root/alice/\(book)")
    for (name, text) in cards {
      try Data(text.utf8).write(to: path.appendingPathComponent(name))
    }
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

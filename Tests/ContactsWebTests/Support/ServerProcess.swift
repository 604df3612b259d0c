import Foundation

/// `contacts serve --port 0` started as a person would, once it says where it runs.
struct ServerProcess: Sendable {
  let process: ChildProcess
  /// The line it printed: "Contacts is running at http://127.0.0.1:PORT/ …".
  let announcement: String
  /// `http://127.0.0.1:PORT/`.
  let baseURL: String
  let port: Int

  /// Starts the server over `database` and waits until it listens; with `openFiles`, under
  /// that limit of open descriptors (set by `prlimit`, which then becomes the server).
  init(database: String, openFiles: Int? = nil) async throws {
    let serve = ["serve", "--port", "0", "--database", database]
    process =
      if let openFiles {
        try ChildProcess(
          URL(fileURLWithPath: "/usr/bin/prlimit"),
          ["--nofile=\(openFiles)", try BuiltProducts.contacts.path] + serve)
      } else {
        try ChildProcess(try BuiltProducts.contacts, serve)
      }
    announcement = try await process.firstLine { line in
      line.hasPrefix("Contacts is running at ") ? line : nil
    }
    guard let match = announcement.firstMatch(of: /running at (http:\/\/127\.0\.0\.1:(\d+)\/)/)
    else { throw ChildProcess.Failure(description: "Unexpected announcement: \(announcement)") }
    baseURL = String(match.output.1)
    port = Int(match.output.2)!
  }
}

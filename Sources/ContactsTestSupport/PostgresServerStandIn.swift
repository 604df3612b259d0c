import Foundation

/// TEMPORARY stand-in until the pgcluster branch lands: the server at CONTACTS_TEST_POSTGRES.
public final class PostgresServer: @unchecked Sendable {
  public static let shared = PostgresServer()
  private let lock = NSLock()
  private var count = 0
  public func makeDatabase() throws -> String {
    let base = ProcessInfo.processInfo.environment["CONTACTS_TEST_POSTGRES"]!
    let name = lock.withLock {
      count += 1
      return "book_\(getpid())_\(count)"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments = [base + "/postgres", "-q", "-c", "CREATE DATABASE \(name)"]
    try process.run()
    process.waitUntilExit()
    return base + "/" + name
  }
}

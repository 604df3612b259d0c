import ArgumentParser
import ContactsAccounts
import ContactsDomain
import ContactsStore
import Foundation

/// `contacts-bench sign-in`: sign-ins a second through `StoredAccountCheck` over a SQLite book's
/// accounts, with bcrypt on every one (no cache) and with the cache of proven passwords, as a
/// CardDAV client's Basic auth pays them on every request.
struct SignInCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sign-in",
    abstract: "Measure sign-ins a second with and without the cache of proven passwords.",
    discussion: """
      Adds one account (bcrypt at the app's cost) to a fresh book in --folder, then signs in \
      --concurrent at a time for --seconds each way: every sign-in runs bcrypt, then every one \
      after the first is found in the cache. The hash is read from the store each time.
      """
  )

  @Option(help: "How long each way is measured, in seconds.")
  var seconds = 5.0

  @Option(help: "How many sign-ins run at once (a server answers requests in parallel).")
  var concurrent = 2

  @Option(help: "Where the database is written.")
  var folder = ".build/bench"

  func run() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/sign-in.sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let store = try ContactDatabase.openFile(at: path)
    _ = try await store.addAccount(
      "ada", passwordHash: await PasswordHashing.hash("correct horse"))
    for (label, credentials) in [("bcrypt every time", nil), ("cached", VerifiedCredentials())] {
      let check = await StoredAccountCheck(
        records: store, throttle: SignInThrottle(), credentials: credentials)
      let (count, elapsed) = try await measure(check)
      let rate = Double(count) / elapsed
      print(
        "\(label): \(count) sign-ins in \(String(format: "%.2f", elapsed)) s, "
          + "\(String(format: "%.1f", rate))/s, \(String(format: "%.3f", 1e3 / rate)) ms each")
    }
  }

  /// Sign-ins done `concurrent` at a time until `seconds` have passed, and the seconds taken.
  private func measure(_ check: StoredAccountCheck) async throws -> (Int, Double) {
    let start = Date()
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<concurrent {
        group.addTask {
          var done = 0
          while Date().timeIntervalSince(start) < seconds {
            let name = try await check.signIn(
              name: "ada", password: "correct horse", from: "127.0.0.1")
            guard name == "ada" else { throw ValidationError("the right password was refused") }
            done += 1
          }
          return done
        }
      }
      return try await group.reduce(0, +)
    }
    return (counts, Date().timeIntervalSince(start))
  }
}

import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts --database postgres://…`: every command runs in `contacts-network` on a PostgreSQL
/// book, and prints what it prints on a file, byte for byte, in both builds.
@Suite(
  "The command line on a PostgreSQL book", .tags(.slow), .enabled(if: PostgresServer.available),
  .removesTemporaryFolders)
struct PostgresCommandLineTests {
  /// What `script`'s commands print on `database`, in `architecture`'s build.
  private func outputs(
    of script: [[String]], on database: String, architecture: String, home: URL
  ) throws -> [String] {
    try script.map { arguments in
      let result = try runContacts(
        arguments + ["--database", database, "--architecture", architecture], home: home)
      return "\(result.status)\n\(result.standardOutput)\(result.standardError)"
    }
  }

  @Test func everyCommandPrintsOnPostgreSQLWhatItPrintsOnAFileInBothBuilds() async throws {
    let script: [[String]] = [
      [
        "add", "--first-name", "Émile", "--last-name", "Zola", "--add-phone",
        "mobile=+33 1 23 45 67 89",
      ],
      [
        "add", "--first-name", "Ada", "--last-name", "Lovelace", "--add-email",
        "home=ada@example.org",
      ],
      ["add", "--company", "--organization", "Analytical Engines"],
      ["list"], ["search", "emi"], ["search", "4567"], ["show", "1"], ["list", "--json"],
      ["delete", "2", "--yes"], ["deleted"], ["undo"], ["list"], ["history", "1"],
    ]
    try await withTemporaryDirectory { home in
      var seen: [String: [String]] = [:]
      for architecture in ["mvvm", "viper"] {
        let file = home.appendingPathComponent("\(architecture).sqlite").path
        let book = try await PostgresServer.shared.makeDatabase()
        seen["\(architecture) file"] = try outputs(
          of: script, on: file, architecture: architecture, home: home)
        seen["\(architecture) PostgreSQL"] = try outputs(
          of: script, on: book, architecture: architecture, home: home)
      }
      let reference = try #require(seen["viper file"])
      #expect(reference[0] == "0\nÉmile Zola\n")
      #expect(reference[3] == "0\nAda Lovelace\nAnalytical Engines\nÉmile Zola\n")
      for (name, outputs) in seen {
        #expect(outputs == reference, "\(name)")
      }
    }
  }

  @Test func aURLWithAPasswordIsRefusedWithoutShowingIt() async throws {
    try await withTemporaryDirectory { home in
      let result = try runContacts(
        ["list", "--database", "postgres://ada:secret-one@127.0.0.1:1/book"], home: home)
      #expect(result.status != 0)
      #expect(result.standardError.contains("holds a password"))
      #expect(!result.standardError.contains("secret-one"))
    }
  }

  @Test func theDatabaseNamedByAnOptionOrTheEnvironmentSaysWhichExecutableRunsACommand() {
    let none: (String) -> String? = { _ in nil }
    #expect(
      NetworkCommands.namesPostgres(["list", "--database", "postgres://a@h/b"], variable: none))
    #expect(
      NetworkCommands.namesPostgres(["list", "--database=postgresql://a@h/b"], variable: none))
    #expect(
      !NetworkCommands.namesPostgres(["list", "--database", "/tmp/b.sqlite"], variable: none))
    #expect(
      !NetworkCommands.namesPostgres(
        ["search", "--", "--database", "postgres://a@h/b"], variable: none))
    let environment: (String) -> String? = { $0 == "CONTACTS_DATABASE" ? "postgres://a@h/b" : nil }
    #expect(NetworkCommands.namesPostgres(["list"], variable: environment))
    #expect(
      !NetworkCommands.namesPostgres(["list", "--database", "b.sqlite"], variable: environment))
  }
}

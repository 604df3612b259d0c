import ContactsTestSupport
import Foundation
import Testing

/// The same session against a real Radicale prints the same in both builds: `contacts sync`
/// goes through the chosen build's sync screen.
@Suite(
  "contacts sync prints the same in both builds", .enabled(if: Peers.available("radicale")),
  .tags(.slow))
struct SyncBuildsTests {
  /// Everything a person sees in one session with `architecture`, the server's address
  /// written as SERVER/.
  private func session(_ architecture: String) async throws -> [String] {
    try await Radicale.with { server in
      try server.seed(["ada.vcf": adaCard(note: "poet")], book: "contacts")
      return try await withTemporaryDirectory { folder in
        let password = folder.appendingPathComponent("password")
        try Data("\(Radicale.password)\n".utf8).write(to: password)
        var seen: [String] = []
        func contacts(_ arguments: [String]) throws {
          let result = try runSyncingContacts(
            arguments + ["--architecture", architecture], in: folder)
          let text =
            "$ contacts \(arguments.joined(separator: " "))\n\(result.standardOutput)"
            + "\(result.standardError)exit \(result.status)"
          seen.append(
            text.replacingOccurrences(of: server.baseURL, with: "SERVER/")
              .replacingOccurrences(of: folder.path, with: "FOLDER"))
        }
        try contacts([
          "sync", "add-account", "home", "--url", server.baseURL, "--username", Radicale.username,
          "--password-command", "cat '\(password.path)'",
        ])
        try contacts(["add", "--first-name", "Grace", "--last-name", "Hopper"])
        try contacts(["sync", "--dry-run"])
        try contacts(["sync"])
        try server.seed(["ada.vcf": adaCard(note: "theirs")], book: "contacts")
        // Ada, pulled after Grace was added, is contact 2 in both builds.
        try contacts(["edit", "2", "--note", "mine"])
        try contacts(["sync", "status"])
        try contacts(["sync"])
        try contacts(["sync", "conflicts"])
        try contacts(["sync", "resolve", "1", "--keep", "mine"])
        try contacts(["sync", "nobody"])
        try contacts(["sync", "--json"])
        return seen
      }
    }
  }

  @Test func bothBuildsPrintTheSameSession() async throws {
    let viper = try await session("viper")
    let mvvm = try await session("mvvm")
    #expect(mvvm == viper)
    #expect(viper.count == 11)
    #expect(
      viper[3] == "$ contacts sync\nhome: 1 added here, 1 added on the server, nothing to resolve\n"
        + "To undo: contacts undo\nexit 0")
    #expect(
      viper[6] == "$ contacts sync\nhome: 1 changed on the server, 1 conflict to resolve\n"
        + "exit 2")
    #expect(
      viper[7] == "$ contacts sync conflicts\n"
        + "1  Ada Lovelace (home), Note: mine \"mine\", server \"theirs\"\nexit 0")
    #expect(
      viper[8] == "$ contacts sync resolve 1 --keep mine\nKept mine for Ada Lovelace, Note\nexit 0")
    #expect(
      viper[9]
        == "$ contacts sync nobody\nError: Could not sync: there is no account named nobody\n"
        + "exit 65")
  }
}

import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "contacts sync, end to end against Radicale", .enabled(if: Peers.available("radicale")),
  .tags(.slow))
struct SyncCommandTests {
  /// Runs `contacts` with the database in `folder`, HOME there, and `extra` in the environment.
  private func contacts(
    _ arguments: [String], in folder: URL, _ extra: [String: String] = [:]
  ) throws -> ChildProcessResult {
    try runSyncingContacts(arguments, in: folder, extra)
  }

  @Test func anAccountIsAddedSyncedEditedOnBothSidesAndAConflictResolved() async throws {
    try await Radicale.with { server in
      try server.seed(
        [
          "ada.vcf":
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
            + "NOTE:poet\r\nEND:VCARD\r\n"
        ], book: "contacts")
      try await withTemporaryDirectory { folder in
        let password = folder.appendingPathComponent("password")
        try Data("\(Radicale.password)\n".utf8).write(to: password)
        let added = try contacts(
          [
            "sync", "add-account", "home", "--url", server.baseURL, "--username", Radicale.username,
            "--password-command", "cat '\(password.path)'",
          ], in: folder)
        #expect(added.standardOutput == "Added account home: address book \(server.bookURL())\n")
        #expect(added.status == 0, "\(added.standardError)")
        _ = try contacts(["add", "--first-name", "Grace", "--last-name", "Hopper"], in: folder)
        let synced = try contacts(["sync"], in: folder)
        #expect(
          synced.standardOutput
            == "home: 1 added here, 1 added on the server, nothing to resolve\n")

        let status = try contacts(["sync", "status"], in: folder)
        #expect(status.standardOutput.contains("2 cards synced, 0 skipped, 0 conflicts"))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix("contacts.sqlite") {
          let bytes = try String(
            contentsOf: folder.appendingPathComponent(name), encoding: .isoLatin1)
          #expect(!bytes.contains(Radicale.password), "the password is never stored")
        }

        // The same note edited here and, by another device, on the server.
        try server.seed(
          [
            "ada.vcf":
              "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\n"
              + "N:Lovelace;Ada;;;\r\nNOTE:theirs\r\nEND:VCARD\r\n"
          ], book: "contacts")
        let ada = try #require(
          try contacts(["search", "Ada", "--json"], in: folder).standardOutput
            .split(separator: "\"id\" : ").dropFirst().first?.prefix { $0.isNumber })
        _ = try contacts(["edit", String(ada), "--note", "mine"], in: folder)
        let conflicting = try contacts(["sync"], in: folder)
        #expect(
          conflicting.standardOutput
            == "home: 1 changed on the server, 1 conflict to resolve\n")
        let listed = try contacts(["sync", "conflicts"], in: folder)
        #expect(
          listed.standardOutput
            == "1  Ada Lovelace (home), Note: mine \"mine\", server \"theirs\"\n")
        let resolved = try contacts(["sync", "resolve", "1", "--keep", "server"], in: folder)
        #expect(resolved.standardOutput == "Kept the server's for Ada Lovelace, Note\n")
        #expect(try contacts(["sync", "conflicts"], in: folder).standardOutput == "No conflicts\n")
        let after = try contacts(["sync", "--json"], in: folder)
        #expect(after.standardOutput.contains(#""toServerUpdated" : 1"#))
        #expect(try contacts(["show", String(ada)], in: folder).standardOutput.contains("theirs"))
        let removed = try contacts(["sync", "remove-account", "home"], in: folder)
        #expect(removed.status == 0)
        #expect(try contacts(["list"], in: folder).standardOutput == "Ada Lovelace\nGrace Hopper\n")
      }
    }
  }

  @Test func plainHTTPToAnotherMachineIsRefusedBeforeAnyPasswordIsAskedFor() async throws {
    try await withTemporaryDirectory { folder in
      let result = try contacts(
        ["sync", "add-account", "work", "--url", "http://dav.example.com/", "--username", "a"],
        in: folder)
      #expect(result.status == 65, "a refused setup is data: exit 65")
      #expect(result.standardError.contains("unencrypted"))
      #expect(result.standardError.contains("--allow-insecure-http"))
    }
  }

  @Test func optionsBeforeASyncCommandAreRefusedWithWhereTheyGo() async throws {
    try await withTemporaryDirectory { folder in
      let result = try contacts(["sync", "--architecture", "mvvm", "conflicts"], in: folder)
      #expect(result.status == 64)
      #expect(result.standardError.contains("“conflicts” is a sync command"))
      #expect(
        try contacts(["sync", "conflicts", "--architecture", "mvvm"], in: folder).status == 0)
    }
  }

  @Test func aNetrcOthersCanReadIsRefused() async throws {
    try await Radicale.with { server in
      try await withTemporaryDirectory { folder in
        let netrc = folder.appendingPathComponent(".netrc")
        try Data("machine 127.0.0.1 login alice password secret\n".utf8).write(to: netrc)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: netrc.path)
        let arguments = [
          "sync", "add-account", "home", "--url", server.bookURL(), "--username", "alice",
        ]
        let refused = try contacts(arguments, in: folder)
        #expect(refused.status == 65)
        #expect(refused.standardError.contains("chmod 600"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: netrc.path)
        let accepted = try contacts(arguments, in: folder)
        #expect(accepted.status == 0, "\(accepted.standardError)")
      }
    }
  }

  @Test func aWrongPasswordFromTheEnvironmentIsRefusedByTheServerAndSaysSo() async throws {
    try await Radicale.with { server in
      try await withTemporaryDirectory { folder in
        let result = try contacts(
          ["sync", "add-account", "home", "--url", server.bookURL(), "--username", "alice"],
          in: folder, ["CONTACTS_SYNC_PASSWORD": "wrong"])
        #expect(result.status == 69, "a server that refuses the account: exit 69")
        #expect(result.standardError.contains("refused the user name or password"))
        #expect(!result.standardError.contains("wrong"))
      }
    }
  }
}

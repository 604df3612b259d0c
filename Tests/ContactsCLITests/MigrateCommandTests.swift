import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsCLI

/// `contacts migrate --from LOCATION --to LOCATION`: a real exporter's file imported into a
/// database file, moved to PostgreSQL and back, as a person runs it, in both builds.
@Suite(
  "contacts migrate moves a whole book between a file and PostgreSQL", .tags(.slow),
  .enabled(if: PostgresServer.available), .removesTemporaryFolders)
struct MigrateCommandTests {
  /// Apple Contacts' export (a photo among its cards), as the vCard tests read it.
  private static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ContactsVCardTests/Fixtures/apple-contacts.vcf").path

  @Test func aRealBookMovesToPostgreSQLAndBackTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { home in
      let file = home.appendingPathComponent("book.sqlite").path
      let imported = try runContacts(["import", Self.fixture, "--database", file], home: home)
      #expect(imported.status == 0, "\(imported.standardError)")
      #expect(
        try runContacts(["delete", "1", "--yes", "--database", file], home: home).status == 0)
      let exported = try runContacts(["export", "--database", file], home: home)
      var printed: [String: String] = [:]
      for architecture in ["mvvm", "viper"] {
        let postgres = try await PostgresServer.shared.makeDatabase()
        let there = try runContacts(
          ["migrate", "--from", file, "--to", postgres, "--architecture", architecture],
          home: home)
        #expect(there.status == 0, "\(there.standardError)")
        #expect(there.standardError.isEmpty)
        printed[architecture] = there.standardOutput.replacingOccurrences(of: postgres, with: "URL")
        let back = home.appendingPathComponent("\(architecture).sqlite").path
        let returned = try runContacts(
          ["migrate", "--from", postgres, "--to", back, "--architecture", architecture],
          home: home)
        #expect(returned.status == 0, "\(returned.standardError)")
        #expect(
          try runContacts(["export", "--database", back], home: home).standardOutput
            == exported.standardOutput)
        #expect(
          try runContacts(["deleted", "--database", back], home: home).standardOutput
            == runContacts(["deleted", "--database", file], home: home).standardOutput)
        // Both tallies are the source's: the copy back prints what the copy there printed.
        #expect(
          returned.standardOutput.replacingOccurrences(of: postgres, with: "URL")
            .replacingOccurrences(of: back, with: "FILE")
            .split(separator: "\n").dropFirst()
            == printed[architecture]?.split(separator: "\n").dropFirst())
      }
      let viper = try #require(printed["viper"])
      #expect(printed["mvvm"] == viper)
      #expect(
        viper.hasPrefix("Copied the address book from \(file) to URL, and checked the copy:\n"))
      #expect(viper.contains("\ncontacts "))
    }
  }

  @Test func historyAndUndoPrintTheSameAfterAMoveToPostgreSQLInBothBuilds() async throws {
    try await withTemporaryDirectory { home in
      let file = home.appendingPathComponent("book.sqlite").path
      _ = try runContacts(["import", Self.fixture, "--database", file], home: home)
      for name in ["Edited", "Again"] {
        let edited = try runContacts(
          ["edit", "2", "--last-name", name, "--database", file], home: home)
        #expect(edited.status == 0, "\(edited.standardError)")
      }
      _ = try runContacts(["delete", "1", "--yes", "--database", file], home: home)
      var printed: [String: String] = [:]
      for architecture in ["mvvm", "viper"] {
        let postgres = try await PostgresServer.shared.makeDatabase()
        let copy = home.appendingPathComponent("\(architecture).sqlite").path
        try FileManager.default.copyItem(atPath: file, toPath: copy)
        let there = try runContacts(
          ["migrate", "--from", copy, "--to", postgres, "--architecture", architecture],
          home: home)
        #expect(there.status == 0, "\(there.standardError)")
        var outputs: [String] = []
        for location in [copy, postgres] {
          let history = try runContacts(
            ["history", "2", "--database", location, "--architecture", architecture],
            home: home)
          #expect(history.status == 0, "\(history.standardError)")
          let undo = try runContacts(
            ["undo", "--database", location, "--architecture", architecture], home: home)
          #expect(undo.status == 0, "\(undo.standardError)")
          let list = try runContacts(["list", "--database", location], home: home)
          outputs.append(
            [history.standardOutput, undo.standardOutput, list.standardOutput].joined(
              separator: "--\n"))
        }
        #expect(outputs[1] == outputs[0])
        printed[architecture] = outputs[0]
      }
      #expect(printed["mvvm"] == printed["viper"])
      // The history shows both edits: the versions moved with the book.
      let history = try #require(printed["mvvm"])
      #expect(history.hasPrefix("History of Ángel Again: edited 2 times\nVersion 2 · "))
      #expect(history.contains("\n  Last name: Díaz → Edited\n"))
    }
  }

  @Test func aSecondRunChangesNothingAndAnotherBookIsRefused() async throws {
    try await withTemporaryDirectory { home in
      let file = home.appendingPathComponent("book.sqlite").path
      _ = try runContacts(["import", Self.fixture, "--database", file], home: home)
      let postgres = try await PostgresServer.shared.makeDatabase()
      let first = try runContacts(["migrate", "--from", file, "--to", postgres], home: home)
      #expect(first.status == 0, "\(first.standardError)")
      let again = try runContacts(["migrate", "--from", file, "--to", postgres], home: home)
      #expect(again.status == 0)
      #expect(
        again.standardOutput.hasPrefix(
          "\(postgres) already holds this address book: nothing was copied.\n"))
      let other = home.appendingPathComponent("other.sqlite").path
      _ = try runContacts(
        ["add", "--first-name", "Grace", "--last-name", "Hopper", "--database", other],
        home: home)
      for architecture in ["mvvm", "viper"] {
        let refused = try runContacts(
          ["migrate", "--from", file, "--to", other, "--architecture", architecture], home: home)
        #expect(refused.status == 65)
        #expect(refused.standardOutput.isEmpty)
        #expect(
          refused.standardError
            == "Error: \(other) already holds another address book: nothing was copied. "
            + "Migrate into an empty database or file.\n")
      }
      #expect(
        try runContacts(["list", "--database", other], home: home).standardOutput
          == "Grace Hopper\n")
      let same = try runContacts(["migrate", "--from", file, "--to", file], home: home)
      #expect(same.status == 64)
      #expect(same.standardError == "Error: \(file) is both the source and the destination\n")
    }
  }

  /// A copy `migrate` made before it carried the history (everything but the history) gets
  /// the history when the same command runs again, in both builds, and then shows it.
  @Test func aCopyMadeBeforeMigrateCarriedTheHistoryGetsItOnTheNextRun() async throws {
    try await withTemporaryDirectory { home in
      let file = home.appendingPathComponent("book.sqlite").path
      _ = try runContacts(["import", Self.fixture, "--database", file], home: home)
      _ = try runContacts(["edit", "2", "--last-name", "Edited", "--database", file], home: home)
      var printed: [String: String] = [:]
      for architecture in ["mvvm", "viper"] {
        let copy = home.appendingPathComponent("\(architecture).sqlite").path
        #expect(
          try runContacts(["migrate", "--from", file, "--to", copy], home: home).status == 0)
        // What the earlier migrate wrote: no change, version or merged uid.
        try DatabaseQueue(path: copy).write { db in
          for table in [
            "bookChange", "contactVersion", "changeAdded", "groupCardVersion", "mergedUID",
          ] {
            try db.execute(sql: "DELETE FROM \(table)")
          }
        }
        let again = try runContacts(
          ["migrate", "--from", file, "--to", copy, "--architecture", architecture], home: home)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
          again.standardOutput.hasPrefix(
            "\(copy) held this address book without its history (an earlier migrate copied it "
              + "before migrate carried the history): copied the history from \(file) into it, "
              + "and checked the copy:\n"))
        let history = try runContacts(["history", "2", "--database", copy], home: home)
        let original = try runContacts(["history", "2", "--database", file], home: home)
        #expect(history.standardOutput == original.standardOutput)
        #expect(history.standardOutput.contains("\n  Last name: Díaz → Edited\n"))
        printed[architecture] = again.standardOutput.replacingOccurrences(of: copy, with: "COPY")
        let third = try runContacts(["migrate", "--from", file, "--to", copy], home: home)
        #expect(
          third.standardOutput.hasPrefix(
            "\(copy) already holds this address book: nothing was copied.\n"))
      }
      #expect(printed["mvvm"] == printed["viper"])
    }
  }

  @Test func migrateRunsInContactsNetworkWhenEitherLocationIsPostgreSQL() {
    let none: (String) -> String? = { _ in nil }
    #expect(
      NetworkCommands.namesPostgres(
        ["migrate", "--from", "a.sqlite", "--to", "postgres://a@h/b"], variable: none))
    #expect(
      NetworkCommands.namesPostgres(
        ["migrate", "--from=postgresql://a@h/b", "--to", "b.sqlite"], variable: none))
    #expect(
      !NetworkCommands.namesPostgres(
        ["migrate", "--from", "a.sqlite", "--to", "b.sqlite"], variable: none))
  }
}

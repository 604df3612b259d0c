import ContactsTestSupport
import Foundation
import Testing

/// What scripts rely on, through the built `contacts` as a person types it: files kept, ids and
/// JSON printed, names taken where ids are.
@Suite("The contacts executable for scripts", .tags(.slow))
struct ScriptingCommandTests {
  @Test func exportKeepsAnExistingFileUnlessForced() async throws {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let file = folder.appendingPathComponent("book.vcf").path
      let book = ["--database", database]
      _ = try runContacts(addArguments("Ada Lovelace") + book, home: folder)
      let first = try runContacts(["export", "--output", file] + book, home: folder)
      #expect(first.status == 0)
      #expect(first.standardError == "Exported 1 contact to \(file).\n")
      try Data("old".utf8).write(to: URL(fileURLWithPath: file))

      let refused = try runContacts(["export", "--output", file] + book, home: folder)
      #expect(refused.status == 64)
      #expect(
        refused.standardError
          == "Error: \(file) exists already; pass --force to replace it, or choose another file\n")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")

      let forced = try runContacts(["export", "--output", file, "--force"] + book, home: folder)
      #expect(forced.status == 0)
      #expect(try String(contentsOfFile: file, encoding: .utf8).contains("FN:Ada Lovelace\r\n"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
          .filter { $0.hasSuffix(".tmp") } == [])
    }
  }

  @Test func listAndSearchPrintIDsInAColumnAndDeleteTakesAName() async throws {
    try await withTemporaryDirectory { folder in
      let book = ["--database", folder.appendingPathComponent("contacts.sqlite").path]
      for name in ["Grace Hopper", "Ada Lovelace", "Alan Turing"] {
        _ = try runContacts(addArguments(name) + book, home: folder)
      }
      let listed = try runContacts(["list", "--ids"] + book, home: folder)
      #expect(listed.standardOutput == "2\tAda Lovelace\n3\tAlan Turing\n1\tGrace Hopper\n")
      let found = try runContacts(
        ["search", "hopper", "--ids", "--limit", "5"] + book, home: folder)
      #expect(found.standardOutput == "1\tGrace Hopper\n")

      let refused = try runContacts(["delete", "grace hopper"] + book, home: folder)
      #expect(refused.status == 64)
      let deleted = try runContacts(["delete", "grace hopper", "--yes"] + book, home: folder)
      #expect(deleted.status == 0)
      #expect(deleted.standardOutput == "Deleted Grace Hopper\n")
      let unknown = try runContacts(["delete", "grace hopper", "--yes"] + book, home: folder)
      #expect(unknown.status == 65)
      #expect(
        unknown.standardError
          == "Error: No contact is named grace hopper; give its id, as `list --json` prints it\n")
      let rest = try runContacts(["list", "--ids"] + book, home: folder)
      #expect(rest.standardOutput == "2\tAda Lovelace\n3\tAlan Turing\n")
    }
  }

  @Test func googlesSystemLabelsAreNoGroupsAndExportWritesThemBack() async throws {
    try await withTemporaryDirectory { folder in
      let book = ["--database", folder.appendingPathComponent("contacts.sqlite").path]
      let card =
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
        + "CATEGORIES:* myContacts,* starred,Pioneers\r\nEND:VCARD\r\n"
      let imported = try runContacts(
        ["import", "-"] + book, home: folder, standardInput: Data(card.utf8))
      #expect(imported.status == 0)
      let groups = try runContacts(["groups"] + book, home: folder)
      #expect(groups.standardOutput == "Pioneers (1 contact)\n")
      let exported = try runContacts(["export", "--vcard-version", "3.0"] + book, home: folder)
      #expect(
        exported.standardOutput.contains("\r\nCATEGORIES:* myContacts,* starred,Pioneers\r\n"))
    }
  }
}

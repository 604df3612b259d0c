import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@Suite("The executable's refusals are plain sentences", .tags(.slow))
struct PlainWordsTests {
  @Test(arguments: [
    (["list", "--limit", "-1"], "Error: " + NumberRefusal.limit("-1")!),
    (["deleted", "--limit", "0"], "Error: " + NumberRefusal.limit("0")!),
    (["history", "1", "--limit", "0"], "Error: " + NumberRefusal.limit("0")!),
    (["search", "a\u{1}b"], "Error: " + ListScreen.unsearchableSentence),
    (["show", "-1"], "Error: -1 is not a contact id: ids are whole numbers from 1"),
    (["delete", "-7", "--yes"], "Error: -7 is not a contact id"),
    (["import", "/dev/zero"], "Error: Cannot read /dev/zero: it is a device, not a file"),
    (
      ["serve", "--host", "no such host.invalid"],
      "Error: --host no such host.invalid is not an address"
    ),
    (["list", "--database", ""], "Error: --database is empty: give the path of a database file"),
  ])
  func aBadArgumentIsRefusedInPlainWords(arguments: [String], message: String) async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      let extra = arguments.contains("--database") ? [] : ["--database", path]
      let result = try runContacts(arguments + extra, home: folder)
      #expect(result.status != 0)
      #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
      #expect(!result.standardError.contains("SocketAddressError"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }

  @Test func aLongSearchThatFindsNothingSaysSoOnOneBoundedLine() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      let search = String(repeating: "x", count: 300)
      _ = try runContacts(addArguments("Ada Lovelace") + ["--database", path], home: folder)
      let result = try runContacts(["search", search, "--database", path], home: folder)
      #expect(result.status == 0)
      #expect(result.standardError == ListScreen.noResultsSentence(search) + "\n")
    }
  }

  @Test func anEmptyDatabaseVariableIsRefusedAndTheDefaultBookIsNotTouched() async throws {
    try await withTemporaryDirectory { folder in
      let result = try runContacts(
        addArguments("Ada Lovelace"), home: folder, ["CONTACTS_DATABASE": ""])
      #expect(result.status == 64)
      #expect(
        result.standardError
          == "Error: CONTACTS_DATABASE is set but empty: set it to a database file's path, "
          + "or unset it\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }

  @Test func whatTheParserEchoesOfAnArgumentIsEscaped() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      let result = try runContacts(
        ["list", "--limit", "\u{1B}[2J\u{202E}", "--database", path], home: folder)
      #expect(result.status == 64)
      #expect(result.standardError.contains("'^[[2J<U+202E>'"), "\(result.standardError)")
      #expect(!result.standardError.contains("\u{1B}"))
    }
  }
}

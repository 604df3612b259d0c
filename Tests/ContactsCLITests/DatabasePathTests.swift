import ContactsTestSupport
import Foundation
import Testing

/// What the commands say of a database path with no database file at it.
@Suite("A database path with no database file")
struct DatabasePathTests {
  /// The commands that only read, with the arguments each needs.
  static let readingCommands = [["list"], ["search", "ada"], ["show", "1"], ["export"]]

  @Test(arguments: readingCommands)
  func aReadingCommandCreatesNeitherTheFileNorItsFoldersAndSaysThereIsNone(
    command: [String]
  ) async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("new/dir/x.sqlite").path
      let result = try runContacts(command + ["--database", path], home: folder)
      #expect(result.status == 74)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError
          == "Error: cannot open the database at \(path) (there is no database there yet; "
          + "adding or importing a contact creates it)\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    }
  }

  @Test(arguments: readingCommands)
  func aReadingCommandLeavesTheDefaultLocationAlone(command: [String]) async throws {
    try await withTemporaryDirectory { folder in
      let result = try runContacts(command, home: folder)
      #expect(result.status == 74)
      #expect(result.standardError.contains("there is no database there yet"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }

  @Test(arguments: [["list"], ["export"], addArguments("Ada Lovelace"), ["import", "-"]])
  func aFolderWhereTheFileShouldBeIsNamedInASentence(command: [String]) async throws {
    try await withTemporaryDirectory { folder in
      let books = folder.appendingPathComponent("books")
      try FileManager.default.createDirectory(at: books, withIntermediateDirectories: false)
      let result = try runContacts(
        command + ["--database", books.path], home: folder, standardInput: Data())
      #expect(result.status == 74)
      #expect(
        result.standardError
          == "Error: cannot open the database at \(books.path) (it is a folder; give the path "
          + "of a database file, such as \(books.path)/contacts.sqlite)\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: books.path).isEmpty)
    }
  }

  @Test func aWritingCommandStillCreatesTheFileAndItsFolders() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("new/dir/x.sqlite").path
      let added = try runContacts(addArguments("Ada Lovelace", "--database", path), home: folder)
      #expect(added.status == 0, "\(added.standardError)")
      let listed = try runContacts(["list", "--database", path], home: folder)
      #expect(listed.standardOutput == "Ada Lovelace\n")
    }
  }
}

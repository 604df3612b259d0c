import ContactsTestSupport
import Foundation
import Testing

/// `contacts book`: the books a server offers beside its database, each a database file of its
/// owner's, and a sentence for every refusal.
@Suite("contacts book add, list and remove", .removesTemporaryFolders)
struct BookCommandTests {
  /// Runs `contacts` on `folder`'s database.
  private func run(_ arguments: [String], in folder: URL) throws -> ChildProcessResult {
    try runContacts(
      arguments + ["--database", folder.appendingPathComponent("contacts.sqlite").path],
      home: folder)
  }

  /// Adds the account `name`, its password printed by a command reading a file.
  private func addAccount(_ name: String, in folder: URL) throws {
    let file = folder.appendingPathComponent("password")
    try Data("correct horse battery\n".utf8).write(to: file)
    let added = try run(
      ["user", "add", name, "--password-command", "cat '\(file.path)'"], in: folder)
    #expect(added.status == 0, "\(added.standardError)")
  }

  @Test func aBookAddedIsAFileOfTheSoleOwnerListedAndRemovedWithoutAccounts() async throws {
    try await withTemporaryDirectory { folder in
      #expect(
        try run(["book", "list"], in: folder).standardOutput == "\"contacts\" (this database)\n")
      let added = try run(["book", "add", "work", "--display-name", "Work & more"], in: folder)
      #expect(added.status == 0, "\(added.standardError)")
      #expect(added.standardOutput == "Added the book \"work\" (\"Work & more\") for default.\n")
      let file = folder.appendingPathComponent("contacts.books/default/work.sqlite").path
      #expect(FileManager.default.fileExists(atPath: file))
      #expect(
        try run(["book", "list"], in: folder).standardOutput
          == "\"contacts\" (this database)\n\"work\" (\"Work & more\")\n")
      let json = try run(["book", "list", "--json"], in: folder).standardOutput
      #expect(
        json.contains(
          "\"displayName\" : \"Work & more\",\n    \"isTheDatabase\" : false,\n    \"name\" : \"work\""
        ), "\(json)")
      let removed = try run(["book", "remove", "work"], in: folder)
      #expect(
        removed.standardOutput == "Removed the book \"work\" of default, with its contacts.\n")
      #expect(!FileManager.default.fileExists(atPath: file))
    }
  }

  @Test func everyRefusalOfTheShelfIsASentence() async throws {
    try await withTemporaryDirectory { folder in
      _ = try run(["book", "add", "work"], in: folder)
      let cases: [(arguments: [String], status: Int32, error: String)] = [
        (["add", "work"], 65, "there is already a book named \"work\""),
        (["add", "contacts"], 65, "there is already a book named \"contacts\""),
        (["remove", "home"], 65, "there is no book named \"home\""),
        (["add", "a/b"], 64, "\"a/b\" cannot be a book name: it has a /"),
        (["add", ".."], 64, "\"..\" cannot be a book name: it is .."),
        (["add", ""], 64, "\"\" cannot be a book name: it is empty"),
        (
          ["add", String(repeating: "é", count: 101)], 64,
          "\"\(String(repeating: "é", count: 101))\" cannot be a book name: it is longer than 200 bytes"
        ),
        (
          ["add", String(repeating: "%", count: 90)], 64,
          "\"\(String(repeating: "%", count: 90))\" cannot be a book name: its file name would be "
            + "too long (% and control characters take 3 bytes each)"
        ),
        (
          ["remove", "contacts"], 64,
          "the book \"contacts\" is the database itself, which is never removed"
        ),
      ]
      for (arguments, status, error) in cases {
        let result = try run(["book"] + arguments, in: folder)
        #expect(result.status == status, "\(arguments)")
        #expect(result.standardError == "Error: \(error)\n", "\(arguments)")
      }
      #expect(
        try run(["book", "list"], in: folder).standardOutput
          == "\"contacts\" (this database)\n\"work\"\n")
    }
  }

  @Test func theOwnerIsTheDatabasesAccountUnlessGivenAndMustBeAnAccount() async throws {
    try await withTemporaryDirectory { folder in
      try addAccount("ada", in: folder)
      try addAccount("bea", in: folder)
      #expect(
        try run(["book", "add", "work"], in: folder).standardOutput
          == "Added the book \"work\" for ada.\n")
      #expect(
        try run(["book", "list"], in: folder).standardOutput
          == "\"contacts\" (this database)\n\"work\"\n")
      #expect(
        try run(["book", "list", "--owner", "bea"], in: folder).standardOutput
          == "bea has no books.\n")
      #expect(
        try run(["book", "list", "--owner", "bea", "--json"], in: folder).standardOutput == "[]\n")
      _ = try run(["book", "add", "work", "--owner", "bea"], in: folder)
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("contacts.books/bea/work.sqlite").path))
      for owner in ["cy", "default"] {
        let refused = try run(["book", "add", "home", "--owner", owner], in: folder)
        #expect(refused.status == 65)
        #expect(refused.standardError == "Error: there is no account named \(owner)\n")
      }
      let bad = try run(["book", "list", "--owner", "a/b"], in: folder)
      #expect(bad.status == 64)
      #expect(bad.standardError.hasPrefix("Error: \"a/b\" cannot be an account name"))
    }
  }
}

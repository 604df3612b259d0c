import ContactsTestSupport
import Foundation
import GRDB
import Testing

/// `contacts user`: accounts kept in the database, passwords only from a command or a
/// terminal, and only as bcrypt hashes.
@Suite("contacts user add, passwd, remove and list", .removesTemporaryFolders)
struct UserCommandTests {
  private static let password = "correct horse battery"

  /// Runs `contacts` on `folder`'s database.
  private func run(_ arguments: [String], in folder: URL) throws -> ChildProcessResult {
    try runContacts(
      arguments + ["--database", folder.appendingPathComponent("contacts.sqlite").path],
      home: folder)
  }

  /// `--password-command` printing `password` (through a file, so it is in no argument).
  private func passwordCommand(_ password: String, in folder: URL) throws -> [String] {
    let file = folder.appendingPathComponent("password-\(password.count)")
    try Data((password + "\nsecond line\n").utf8).write(to: file)
    return ["--password-command", "cat '\(file.path)'"]
  }

  private func hashes(in folder: URL) throws -> [String: String] {
    let queue = try DatabaseQueue(path: folder.appendingPathComponent("contacts.sqlite").path)
    return try queue.read { db in
      try Dictionary(
        uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT name, passwordHash FROM account").map {
          (row: Row) -> (String, String) in (row["name"], row["passwordHash"])
        })
    }
  }

  @Test func theFirstAccountOwnsTheBookAndPasswordsAreKeptOnlyAsBcryptHashes() async throws {
    try await withTemporaryDirectory { folder in
      let typed = try passwordCommand(Self.password, in: folder)
      let ada = try run(["user", "add", "ada"] + typed, in: folder)
      #expect(ada.status == 0, "\(ada.standardError)")
      #expect(
        ada.standardOutput
          == "Added ada, who owns this database's book; `contacts serve` now asks for a login.\n")
      #expect(try run(["user", "add", "bea"] + typed, in: folder).standardOutput == "Added bea.\n")
      let list = try run(["user", "list"], in: folder)
      #expect(list.standardOutput == "ada (owns this database's book)\nbea\n")
      let json = try run(["user", "list", "--json"], in: folder).standardOutput
      #expect(json.contains("\"name\" : \"ada\",\n    \"ownsServedBook\" : true"), "\(json)")
      let kept = try hashes(in: folder)
      #expect(kept.keys.sorted() == ["ada", "bea"])
      #expect(kept.values.allSatisfy { $0.hasPrefix("$2b$10$") && !$0.contains(Self.password) })
      #expect(kept["ada"] != kept["bea"], "each hash has its own salt")
      for output in [ada.standardOutput, ada.standardError, list.standardOutput, json] {
        #expect(!output.contains(Self.password))
      }
    }
  }

  @Test func aNameTakenOrNotANameIsRefusedInASentence() async throws {
    try await withTemporaryDirectory { folder in
      let typed = try passwordCommand(Self.password, in: folder)
      _ = try run(["user", "add", "ada"] + typed, in: folder)
      let again = try run(["user", "add", "ada"] + typed, in: folder)
      #expect(again.status == 65)
      #expect(again.standardError == "Error: there is already an account named ada\n")
      let dotted = try run(["user", "add", ".ada"] + typed, in: folder)
      #expect(dotted.status == 64)
      #expect(
        dotted.standardError == "Error: \".ada\" cannot be an account name: it starts with a dot\n")
      let slashed = try run(["user", "add", "a/b"] + typed, in: folder)
      #expect(slashed.standardError.contains("use only letters a–z and A–Z"))
      let nobody = try run(["user", "passwd", "cy"] + typed, in: folder)
      #expect(nobody.status == 65)
      #expect(nobody.standardError == "Error: there is no account named cy\n")
    }
  }

  @Test func aPasswordComesFromACommandOrATerminalAndIsLongEnough() async throws {
    try await withTemporaryDirectory { folder in
      let none = try run(["user", "add", "ada"], in: folder)
      #expect(none.status != 0)
      #expect(
        none.standardError
          == "Error: no terminal to type the password on: give --password-command, such as "
          + "--password-command \"pass show contacts/ada\"\n")
      let short = try run(
        ["user", "add", "ada"] + passwordCommand("short", in: folder), in: folder)
      #expect(short.standardError == "Error: a password needs at least 8 characters\n")
      let failing = try run(["user", "add", "ada", "--password-command", "exit 3"], in: folder)
      #expect(failing.standardError == "Error: The password command failed with status 3\n")
      #expect(try run(["user", "list"], in: folder).standardOutput.hasPrefix("No accounts"))
    }
  }

  @Test func passwdReplacesTheHash() async throws {
    try await withTemporaryDirectory { folder in
      _ = try run(["user", "add", "ada"] + passwordCommand(Self.password, in: folder), in: folder)
      let before = try hashes(in: folder)["ada"]
      let changed = try run(
        ["user", "passwd", "ada"] + passwordCommand("another horse", in: folder), in: folder)
      #expect(changed.standardOutput == "Changed the password of ada.\n")
      #expect(try hashes(in: folder)["ada"] != before)
    }
  }

  @Test func removeSaysWhichBooksGoBeforeAndAfterAndKeepsTheBooksOwnerWhileOthersRemain()
    async throws
  {
    try await withTemporaryDirectory { folder in
      let typed = try passwordCommand(Self.password, in: folder)
      _ = try run(["user", "add", "ada"] + typed, in: folder)
      _ = try run(["user", "add", "bea"] + typed, in: folder)
      let books = folder.appendingPathComponent("contacts.books/bea")
      for book in ["work", "family and friends"] {
        #expect(try run(["book", "add", book, "--owner", "bea"], in: folder).status == 0)
      }
      #expect(
        FileManager.default.fileExists(atPath: books.appendingPathComponent("work.sqlite").path))
      let owner = try run(["user", "remove", "ada"], in: folder)
      #expect(owner.status == 65)
      #expect(owner.standardError.contains("ada owns the book this server's database is"))
      let removed = try run(["user", "remove", "bea"], in: folder)
      #expect(removed.status == 0, "\(removed.standardError)")
      #expect(
        removed.standardOutput
          == "Removing bea and 2 books in \(books.path): family and friends, work\n"
          + "Removed bea and 2 books.\n")
      #expect(!FileManager.default.fileExists(atPath: books.path))
      #expect(
        try run(["user", "remove", "ada"], in: folder).standardOutput
          == "Removing ada, who has no books.\nRemoved ada.\n")
      #expect(try hashes(in: folder).isEmpty)
    }
  }

  @Test func removeKeepsTheFilesInTheBooksFolderThatAreNotBooksAndSaysSo() async throws {
    try await withTemporaryDirectory { folder in
      _ = try run(["user", "add", "ada"] + passwordCommand(Self.password, in: folder), in: folder)
      #expect(try run(["book", "add", "work", "--owner", "ada"], in: folder).status == 0)
      let books = folder.appendingPathComponent("contacts.books/ada")
      try Data("kept".utf8).write(to: books.appendingPathComponent("notes.txt"))
      let removed = try run(["user", "remove", "ada"], in: folder)
      #expect(
        removed.standardOutput
          == "Removing ada and 1 book in \(books.path): work\n"
          + "Removed ada and 1 book. Kept \(books.path): it holds files that are not books.\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: books.path) == ["notes.txt"])
    }
  }
}

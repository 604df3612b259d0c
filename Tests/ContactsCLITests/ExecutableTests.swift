import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@Suite("The contacts executable, end to end", .tags(.slow))
struct ExecutableTests {
  /// This process's environment without anything that picks a database, and HOME set to
  /// `home`, so no test can touch the real address book.
  func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["CONTACTS_DATABASE"] = nil
    environment["XDG_DATA_HOME"] = nil
    environment["HOME"] = home.path
    return environment.merging(extra) { $1 }
  }

  func contacts(
    _ arguments: [String], _ environment: [String: String], standardInput: Data? = nil
  ) throws -> ChildProcessResult {
    try ChildProcess.run(
      BuiltProducts.contacts, arguments, environment: environment, standardInput: standardInput)
  }

  @Test func addWithABlankLastNameExitsWithAnErrorAndTheAlert() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let result = try contacts(
        ["add", "--first-name", "Ada", "--last-name", "  ", "--database", path],
        environment(home: folder))
      #expect(result.status == 65)  // README: "(exit 65)"
      #expect(result.standardError.contains("Error: A contact must have first and last names"))
      #expect(result.standardOutput == "")
    }
  }

  @Test func theDatabaseOptionPicksTheFile() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("picked/contacts.sqlite").path
      let env = environment(home: folder)
      let added = try contacts(addArguments("Ada Lovelace", "--database", path), env)
      #expect(
        added == ChildProcessResult(status: 0, standardOutput: "Ada Lovelace\n", standardError: ""))
      #expect(FileManager.default.fileExists(atPath: path))
      let listed = try contacts(["list", "--database", path], env)
      #expect(listed.standardOutput == "Ada Lovelace\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }

  @Test func theEnvironmentVariablePicksTheFileAndTheOptionWinsOverIt() async throws {
    try await withTemporaryDirectory { folder in
      let fromVariable = folder.appendingPathComponent("variable/contacts.sqlite").path
      let fromOption = folder.appendingPathComponent("option/contacts.sqlite").path
      let env = environment(home: folder, ["CONTACTS_DATABASE": fromVariable])
      let added = [
        try contacts(addArguments("Ada Lovelace"), env),
        try contacts(addArguments("Alan Turing", "--database", fromOption), env),
      ]
      #expect(added.map(\.status) == [0, 0])

      let listed = [
        try contacts(["list"], env),
        try contacts(["list", "--database", fromVariable], env),
        try contacts(["list", "--database", fromOption], env),
      ]
      #expect(
        listed.map(\.standardOutput) == ["Ada Lovelace\n", "Ada Lovelace\n", "Alan Turing\n"])
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }

  @Test func withNeitherTheFileGoesUnderHome() async throws {
    try await withTemporaryDirectory { folder in
      let added = try contacts(addArguments("Ada Lovelace"), environment(home: folder))
      #expect(added.status == 0)
      let expected = folder.appendingPathComponent(".local/share/contacts/contacts.sqlite").path
      #expect(FileManager.default.fileExists(atPath: expected))
    }
  }

  @Test func listOfAnEmptyBookPrintsNothingAndAHintOnStandardError() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      _ = try ContactDatabase.openFile(at: path)
      let result = try contacts(["list", "--database", path], environment(home: folder))
      #expect(result.status == 0)
      #expect(result.standardOutput == "")
      #expect(result.standardError.contains("No contacts yet"))
    }
  }

  @Test func bothBuildsPrintTheSameBytes() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let env = environment(home: folder)
      for name in typingOrder {
        let added = try contacts(addArguments(name, "--database", path), env)
        #expect(added.status == 0)
      }
      let mvvm = try contacts(
        ["list", "--json", "--architecture", "mvvm", "--database", path], env)
      let viper = try contacts(
        ["list", "--json", "--architecture", "viper", "--database", path], env)
      #expect(mvvm == viper)
      #expect(mvvm.status == 0)
      let plain = try contacts(["list", "--database", path], env)
      #expect(plain.standardOutput == appOrder.joined(separator: "\n") + "\n")
    }
  }

  @Test func importFromStandardInputThenExportToAFileThenImportThatIntoAFreshDatabase()
    async throws
  {
    try await withTemporaryDirectory { folder in
      let (first, second) = (
        folder.appendingPathComponent("a.sqlite").path,
        folder.appendingPathComponent("b.sqlite").path
      )
      let exported = folder.appendingPathComponent("export.vcf").path
      let env = environment(home: folder)
      let imported = try contacts(
        ["import", "-", "--database", first], env, standardInput: Data(TransferFiles.friends.utf8))
      #expect(imported.status == 2)
      #expect(imported.standardOutput.hasPrefix("Added 2 contacts, skipped 1 card:\n"))
      // Not a terminal: no progress bar, only how to undo the import.
      #expect(imported.standardError == "To undo: contacts undo\n")

      let export = try contacts(
        ["export", "--output", exported, "--vcard-version", "3.0", "--database", first], env)
      #expect(
        export
          == ChildProcessResult(
            status: 0, standardOutput: "", standardError: "Exported 2 contacts to \(exported).\n"))
      let file = try String(contentsOfFile: exported, encoding: .utf8)
      #expect(file.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Charles Babbage\r\n"))

      let again = try contacts(
        ["import", exported, "--database", second, "--architecture", "mvvm"], env)
      #expect(again.standardOutput == "Added 2 contacts.\n")
      let copy = try contacts(["export", "--vcard-version", "3.0", "--database", second], env)
      #expect(copy.standardOutput == file)
      let list = try contacts(["list", "--database", second], env)
      #expect(list.standardOutput == "Charles Babbage\nGrace Hopper\n")
    }
  }

  @Test func aMalformedFileWithStrictExitsWithItsNameAndLineAndStoresNothing() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let bad = try TransferFiles.write(TransferFiles.malformed, "bad.vcf", in: folder)
      let env = environment(home: folder)
      let result = try contacts(
        ["import", "-", bad, "--strict", "--database", path], env,
        standardInput: Data(TransferFiles.friends.utf8))
      #expect(result.status == 65)
      #expect(
        result.standardError.contains(
          "Error: Could not import contacts: \(bad), line 4: a line with no colon"))
      #expect(try contacts(["list", "--database", path], env).standardOutput == "")
    }
  }

  @Test func aMalformedLineIsSkippedAndReportedTheRestImportsAndTheExitStatusIsTwo() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let bad = try TransferFiles.write(TransferFiles.malformed, "bad.vcf", in: folder)
      let env = environment(home: folder)
      let result = try contacts(["import", bad, "--database", path], env)
      #expect(result.status == 2)
      #expect(result.standardOutput.contains("\(bad), line 4: line skipped: a line with no colon"))
      #expect(try contacts(["list", "--database", path], env).standardOutput != "")
    }
  }

  @Test(arguments: [
    ([], ["USAGE:", "Keep an address book", "add", "list", "CONTACTS_DATABASE", "--architecture"]),
    (["add"], ["USAGE:", "Add a contact", "--first-name", "--last-name", "--database", "--json"]),
    (["list"], ["USAGE:", "one per line", "--database", "--architecture", "--json"]),
    (
      ["import"],
      [
        "USAGE:", "vCard", "--dry-run", "standard input", "transaction", "birthdays",
        "addresses", "(KIND:group)",
      ]
    ),
    (["export"], ["USAGE:", "--vcard-version", "--output", "partial file"]),
  ])
  func helpExitsZeroAndExplainsTheCommand(command: [String], phrases: [String]) async throws {
    try await withTemporaryDirectory { folder in
      let result = try contacts(command + ["--help"], environment(home: folder))
      #expect(result.status == 0)
      for phrase in phrases {
        #expect(result.standardOutput.contains(phrase), "\(command) --help lacks \(phrase)")
      }
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
    }
  }
}

import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts import, parsed and run in process")
struct ImportCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  private func summary(_ path: String) -> String {
    "Added 2 contacts, skipped 1 card:\n  \(path), line \(TransferFiles.skippedLine): "
      + "card skipped: nothing to show it by: no name, organization, nickname, email, phone or web site"
  }

  @Test(arguments: architectures)
  func importPrintsWhatWasAddedAndSkippedAndAgainThatNothingChanged(architecture: String)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      let command = ["import", path, "--architecture", architecture]
      #expect(try await output(command, on: store) == summary(path))
      #expect(try await store.allContacts().map(\.fullName) == ["Charles Babbage", "Grace Hopper"])
      let again = try await output(command, on: store)
      #expect(again.hasPrefix("Left 2 unchanged, skipped 1 card:\n"))
    }
  }

  @Test func bothBuildsPrintTheSameBytesForEveryOutcome() async throws {
    try await withTemporaryDirectory { folder in
      let good = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let bad = try TransferFiles.write(TransferFiles.malformed, "bad.vcf", in: folder)
      let commands = [
        ["import", good, "--dry-run"], ["import", good], ["import", good, "--json"],
        ["import", good, bad], ["import", folder.appendingPathComponent("none.vcf").path],
      ]
      let transcripts = try await transcriptsOfBothBuilds(commands)
      #expect(transcripts["mvvm"] == transcripts["viper"])
      #expect(transcripts["viper"]?.count == commands.count)
    }
  }

  @Test func aDryRunSaysWhatWouldHappenAndStoresNothing() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      let text = try await output(["import", path, "--dry-run"], on: store)
      #expect(text.hasPrefix("Would add 2 contacts, skip 1 card:\n"))
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test func withJSONTheSummaryIsAnObject() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let text = try await output(["import", path, "--json"], on: ContactDatabase.inMemory())
      let json = try JSONDecoder().decode(ImportJSON.self, from: Data(text.utf8))
      #expect(json.added == 2 && json.updated == 0 && json.unchanged == 0 && !json.dryRun)
      #expect(json.skipped.count == 1)
    }
  }

  @Test func aFileOfManyNamelessCardsListsTheFirstHundredAndCountsTheRest() async throws {
    try await withTemporaryDirectory { folder in
      let nameless = String(repeating: "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n", count: 1234)
      let path = try TransferFiles.write(nameless, "nameless.vcf", in: folder)
      let lines = try await output(["import", path], on: ContactDatabase.inMemory())
        .components(separatedBy: "\n")
      #expect(lines.first == "Skipped 1,234 cards:")
      #expect(lines.count == 1 + ImportSummary.listedSkips + 1)
      #expect(lines.last == "  and 1,134 more")
      let text = try await output(["import", path, "--json"], on: ContactDatabase.inMemory())
      let json = try JSONDecoder().decode(ImportJSON.self, from: Data(text.utf8))
      #expect(json.skipped.count == ImportSummary.listedSkips && json.skippedCount == 1234)
    }
  }

  @Test func withStrictAMalformedFileFailsTheWholeCommandWithItsNameAndLineAndStoresNothing()
    async throws
  {
    try await withTemporaryDirectory { folder in
      let good = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let bad = try TransferFiles.write(TransferFiles.malformed, "bad.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      await #expect(
        throws: CommandFailure(
          "Could not import contacts: \(bad), line 4: a line with no colon", status: .data)
      ) {
        try await output(["import", good, bad, "--strict"], on: store)
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test func aFileThatCannotBeReadFailsBeforeAnythingIsStored() async throws {
    try await withTemporaryDirectory { folder in
      let good = try TransferFiles.write(TransferFiles.friends, "friends.vcf", in: folder)
      let missing = folder.appendingPathComponent("missing.vcf").path
      let store = try ContactDatabase.inMemory()
      await #expect(
        throws: CommandFailure("Cannot read \(missing): there is no such file", status: .io)
      ) {
        try await output(["import", good, missing], on: store)
      }
      await #expect(
        throws: CommandFailure("Cannot read \(folder.path): it is a folder", status: .io)
      ) {
        try await output(["import", folder.path], on: store)
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test func aDashReadsStandardInputOnceAndNamesIt() async throws {
    let command = try #require(
      try ContactsCommand.parseAsRoot(["import", "-"]) as? ImportCommand)
    let store = try ContactDatabase.inMemory()
    var reads = 0
    let text = try await command.output(
      root: AppRoot(contacts: store),
      standardInput: {
        reads += 1
        return .data(Data(TransferFiles.friends.utf8))
      }, progressBar: ProgressBar(isTerminal: false) { _ in })
    #expect(reads == 1)
    #expect(text.contains("\n  standard input, line \(TransferFiles.skippedLine): card skipped"))
  }

  @Test(arguments: [
    ["import"], ["import", "-", "-"], ["import", "a.vcf", "--vcard-version", "3.0"],
  ])
  func malformedImportCommandsAreRefusedByTheParser(arguments: [String]) {
    #expect(throws: (any Error).self) { try ContactsCommand.parseAsRoot(arguments) }
  }
}

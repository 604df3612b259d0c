import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts import` of a file with two different cards with one UID, in both builds.
@Suite("contacts import of cards with one UID")
struct RepeatedUIDCommandTests {
  static let architectures = Architecture.allCases.map(\.rawValue)

  @Test(arguments: architectures)
  func bothCardsAreKeptTheSecondReportedAndImportingAgainChangesNothing(architecture: String)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(TransferFiles.sharedUID, "book.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      let command = ["import", path, "--architecture", architecture]
      let sentence = "  " + TransferFiles.keptSeparate(path)
      let dry = try await output(command + ["--dry-run"], on: store)
      #expect(
        dry == "Would add 2 contacts, leave 1 unchanged, keep 1 card separate:\n" + sentence)
      #expect(try await store.allContacts().isEmpty)
      #expect(
        try await output(command, on: store)
          == "Added 2 contacts, left 1 unchanged, kept 1 card separate:\n" + sentence)
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
      #expect(
        try await output(command, on: store)
          == "Left 3 unchanged, kept 1 card separate:\n" + sentence)
      #expect(try await store.allContacts().count == 2)
      let json = try JSONDecoder().decode(
        ImportJSON.self, from: Data(try await output(command + ["--json"], on: store).utf8))
      #expect(
        json.keptSeparateCount == 1 && json.keptSeparate == [TransferFiles.keptSeparate(path)])
      #expect(json.skippedCount == 0 && json.unchanged == 3)
    }
  }
}

extension ExecutableTests {
  @Test(arguments: RepeatedUIDCommandTests.architectures)
  func cardsWithOneUIDExitWithStatusTwoAndExportWritesBothWithTheirUID(architecture: String)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let book = try TransferFiles.write(TransferFiles.sharedUID, "book.vcf", in: folder)
      let env = environment(home: folder)
      let database = folder.appendingPathComponent("a.sqlite").path
      let options = ["--database", database, "--architecture", architecture]
      let imported = try contacts(["import", book] + options, env)
      #expect(imported.status == 2)
      let export = try contacts(["export"] + options, env).standardOutput
      #expect(export.components(separatedBy: "\r\nUID:x\r\n").count == 3)
      // The export imported into a new book gives the same book; importing it again, too.
      let copy = try TransferFiles.write(export, "export.vcf", in: folder)
      let fresh = ["--database", folder.appendingPathComponent("b.sqlite").path]
      let first = try contacts(["import", copy] + fresh, env)
      #expect(first.status == 2)
      #expect(
        first.standardOutput.hasPrefix(
          "Added 2 contacts, kept 1 card separate:\n"))
      _ = try contacts(["import", copy] + fresh, env)
      #expect(try contacts(["export"] + fresh, env).standardOutput == export)
    }
  }
}

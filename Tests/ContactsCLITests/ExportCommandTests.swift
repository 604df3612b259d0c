import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts export, parsed and run in process")
struct ExportCommandTests {
  private func exportCommand(_ arguments: [String]) throws -> ExportCommand {
    try #require(try ContactsCommand.parseAsRoot(["export"] + arguments) as? ExportCommand)
  }

  private func storeWithFriends() async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    _ = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    _ = try await store.importFiles(
      [ImportFile(name: "friends.vcf", data: Data(TransferFiles.friends.utf8))],
      format: VCardFormat(), dryRun: false
    ) { _ in }
    return store
  }

  @Test func withoutOutputItWritesVCard40ToStandardOutput() async throws {
    var written = Data()
    let note = try await exportCommand([]).export(root: AppRoot(contacts: storeWithFriends())) {
      written.append($0)
    }
    let text = String(decoding: written, as: UTF8.self)
    #expect(note == "Exported 3 contacts.")
    #expect(
      text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"))
    #expect(text.contains("\r\nUID:urn:uuid:grace\r\nBDAY:1906-12-09\r\nEND:VCARD\r\n"))
  }

  @Test func bothBuildsWriteTheSameFileAndTheVersionIsChosen() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await storeWithFriends()
      var files: [Data] = []
      for architecture in Architecture.allCases {
        let path = folder.appendingPathComponent("\(architecture).vcf").path
        let note = try await exportCommand(
          ["--output", path, "--vcard-version", "3.0", "--architecture", architecture.rawValue]
        ).export(root: AppRoot(contacts: store)) { _ in Issue.record("wrote to standard output") }
        #expect(note == "Exported 3 contacts to \(path).")
        files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
      #expect(files[0] == files[1])
      #expect(String(decoding: files[0], as: UTF8.self).hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
          == ["mvvm.vcf", "viper.vcf"])
    }
  }

  @Test func aFailedExportLeavesTheExistingFileAsItWasAndNoPartialFile() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write("old contents", "contacts.vcf", in: folder)
      let store = RepositorySpy(contacts: [.fixture(1, "Ada", "Lovelace")], failure: .locked)
      await #expect(
        throws: CommandFailure(
          "Could not export contacts: the database is locked by another program; "
            + "try again in a moment", status: .unavailable)
      ) {
        _ = try await exportCommand(["--output", path, "--force"]).export(
          root: AppRoot(contacts: store)
        ) { _ in }
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.vcf"])
    }
  }

  @Test func anExistingOutputIsKeptWithoutForceAsBackupKeepsOne() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write("old contents", "contacts.vcf", in: folder)
      let store = RepositorySpy(contacts: [.fixture(1, "Ada", "Lovelace")])
      await #expect(
        throws: CommandFailure(
          "\(path) exists already; pass --force to replace it, or choose another file",
          status: .usage)
      ) {
        _ = try await exportCommand(["--output", path]).export(root: AppRoot(contacts: store)) {
          _ in
        }
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.vcf"])
      #expect(await store.calls == [])
    }
  }

  @Test func forceReplacesAnExistingOutput() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write("old contents", "contacts.vcf", in: folder)
      let note = try await exportCommand(["--output", path, "--force"]).export(
        root: AppRoot(contacts: storeWithFriends())
      ) { _ in Issue.record("wrote to standard output") }
      #expect(note == "Exported 3 contacts to \(path).")
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("BEGIN:VCARD\r\n"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.vcf"])
    }
  }

  @Test func anOutputInAMissingFolderFailsBeforeReadingAnything() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("missing/contacts.vcf").path
      let store = RepositorySpy()
      await #expect(
        throws: CommandFailure(
          "Cannot write \(path): its folder is missing or read-only", status: .io)
      ) {
        _ = try await exportCommand(["--output", path]).export(root: AppRoot(contacts: store)) {
          _ in
        }
      }
      #expect(await store.calls == [])
    }
  }

  @Test(arguments: [["--vcard-version", "2.1"], ["--vcard-version", "4"], ["--json"]])
  func malformedExportCommandsAreRefusedByTheParser(arguments: [String]) {
    #expect(throws: (any Error).self) { try ContactsCommand.parseAsRoot(["export"] + arguments) }
  }
}

import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("A file from a newer version, and reading while another program writes")
struct SchemaVersionTests {
  /// A file with Ada Lovelace, then marked as migrated by a version that knows "v9: the future".
  private func fileFromANewerVersion(in folder: URL) async throws -> String {
    let path = folder.appendingPathComponent("contacts.sqlite").path
    _ = try await ContactDatabase.openFile(at: path).create(draft("Ada Lovelace"))
    let newer = try DatabaseQueue(path: path)
    try await newer.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9: the future')")
    }
    try newer.close()
    return path
  }

  @Test func aNewerVersionsFileIsReadButNotWrittenAndTheErrorNamesTheVersion() async throws {
    try await withTemporaryDirectory { folder in
      let path = try await fileFromANewerVersion(in: folder)
      for store in [
        try ContactDatabase.openFile(at: path), try ContactDatabase.openFileForReading(at: path),
      ] {
        #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
        let error = await #expect(throws: ContactStoreError.newerVersion("v9: the future")) {
          try await store.create(draft("Alan Turing"))
        }
        #expect(error?.message.contains("newer version of Contacts") == true)
        #expect(error?.message.contains("“v9: the future”") == true)
        await #expect(throws: ContactStoreError.newerVersion("v9: the future")) {
          try await store.importContacts([], dryRun: false) { _ in }
        }
      }
      let check = try DatabaseQueue(path: path)
      #expect(
        try await check.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM contact") } == 1)
    }
  }

  @Test func readingDoesNotWaitForAWriterWhenTheFileHasNoWAL() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      _ = try await ContactDatabase.openFile(at: path).create(draft("Ada Lovelace"))
      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true  // the lock outlives one database access
      let otherProgram = try DatabaseQueue(path: path, configuration: configuration)
      try await otherProgram.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(
          sql: "INSERT INTO contact (firstName, lastName, sortKey) VALUES ('Alan', 'Turing', 'x')")
      }
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      // No waiting allowed: a read that had to wait for the writer fails at once as locked.
      let store = try ContactDatabase.openFileForReading(at: path, busyTimeout: 0)
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
      try await otherProgram.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    }
  }

  @Test func aDatabaseOpenedForReadingRefusesWrites() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      _ = try await ContactDatabase.openFile(at: path).create(draft("Ada Lovelace"))
      let store = try ContactDatabase.openFileForReading(at: path)
      await #expect(throws: ContactStoreError.readOnly) {
        try await store.create(draft("Alan Turing"))
      }
    }
  }

  @Test func theOverwriteCheckKnowsTheDatabaseAndItsCompanionsButNotOtherFiles() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path)
      for suffix in ["", "-wal", "-shm", "-journal"] {
        #expect(throws: ContactStoreError.isTheDatabase(path: path + suffix)) {
          try store.refuseToOverwrite(path + suffix)
        }
      }
      try store.refuseToOverwrite(folder.appendingPathComponent("contacts.vcf").path)
      try store.refuseToOverwrite(path + ".vcf")
    }
  }
}

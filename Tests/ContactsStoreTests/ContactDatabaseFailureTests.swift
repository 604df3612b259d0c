import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("ContactDatabase turns SQLite failures into errors a person can act on")
struct ContactDatabaseFailureTests {
  @Test func aWriteLockHeldByAnotherConnectionThrowsLockedAndLosesNothing() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path, busyTimeout: 0.2)
      let ada = try await store.create(draft("Ada Lovelace"))

      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true  // the lock outlives one database access
      let otherProgram = try DatabaseQueue(path: path, configuration: configuration)
      try await otherProgram.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }

      await #expect(throws: ContactStoreError.locked) {
        try await store.create(draft("Alan Turing"))
      }
      // WAL: reading goes on while another program writes.
      #expect(try await store.allContacts() == [ada])

      try await otherProgram.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
      let alan = try await store.create(draft("Alan Turing"))
      #expect(try await store.allContacts() == [ada, alan])
    }
  }

  @Test func aFullDiskThrowsDiskFullAndKeepsTheEarlierContacts() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.open(path: path) {
        var configuration = Configuration()
        // A database capped at a few pages past its schema (about 40) stands in for a full disk.
        configuration.prepareDatabase { try $0.execute(sql: "PRAGMA max_page_count = 80") }
        return try DatabaseQueue(path: path, configuration: configuration)
      }
      var stored: [Contact] = []
      var failure: (any Error)?
      for number in 1...500 {
        do {
          let name = String(format: "%03d", number) + String(repeating: "x", count: 90)
          stored.append(try await store.create(ContactDraft(firstName: name, lastName: name)))
        } catch {
          failure = error
          break
        }
      }
      #expect(failure as? ContactStoreError == .diskFull)
      #expect(stored.count > 1)
      #expect(try await store.allContacts() == stored)
    }
  }

  @Test func aFileThatIsNotADatabaseThrowsNotADatabase() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let garbage = String(repeating: "these are not the bytes you are looking for\n", count: 200)
      try Data(garbage.utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: ContactStoreError.notADatabase(path: path)) {
        try ContactDatabase.openFile(at: path)
      }
    }
  }

  @Test func aFolderThatCannotBeCreatedThrowsCannotOpen() async throws {
    try await withTemporaryDirectory { folder in
      let regularFile = folder.appendingPathComponent("notes.txt")
      try Data("not a folder".utf8).write(to: regularFile)
      let path = regularFile.appendingPathComponent("contacts/contacts.sqlite").path
      let error = #expect(throws: ContactStoreError.self) {
        try ContactDatabase.openFile(at: path)
      }
      guard case .cannotOpen(let reportedPath, let reason) = error else {
        Issue.record("expected cannotOpen, got \(String(describing: error))")
        return
      }
      #expect(reportedPath == path)
      #expect(reason.contains(regularFile.path))
      #expect(error?.message.hasPrefix("cannot open the database at \(path) (") == true)
    }
  }

  @Test func aPathThatIsAFolderThrowsCannotOpen() async throws {
    try await withTemporaryDirectory { folder in
      let error = #expect(throws: ContactStoreError.self) {
        try ContactDatabase.openFile(at: folder.path)
      }
      guard case .cannotOpen(let reportedPath, _) = error else {
        Issue.record("expected cannotOpen, got \(String(describing: error))")
        return
      }
      #expect(reportedPath == folder.path)
    }
  }
}

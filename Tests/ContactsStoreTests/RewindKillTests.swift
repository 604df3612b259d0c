import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsStore

/// A rewind killed with SIGKILL once it has put back every contact, before it commits, leaves
/// the book as it was before. The rewind runs in a child process: this test binary again,
/// running only `rewindInAChildProcess`, which does nothing unless the parent names its book.
@Suite("A rewind killed halfway", .tags(.slow))
struct RewindKillTests {
  private static let databaseVariable = "CONTACTS_REWIND_CHILD_DATABASE"
  private static let timeVariable = "CONTACTS_REWIND_CHILD_TIME"

  /// The child's part: rewinds the book the parent names to the time it names.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[databaseVariable] != nil))
  func rewindInAChildProcess() async throws {
    let environment = ProcessInfo.processInfo.environment
    let store = try ContactDatabase.openFile(at: try #require(environment[Self.databaseVariable]))
    let time = try #require(environment[Self.timeVariable].flatMap(Double.init))
    _ = try await store.rewind(to: Date(timeIntervalSince1970: time))
  }

  @Test func killNineDuringARewindLeavesTheBookAsBefore() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path)
      let made = try await create(["Ada Lovelace", "Bea Brown"], in: store)
      let then = Date()
      _ = try await HistoryStoreTests.renamed(made[0], "King", in: store)
      try await store.delete(id: made[1].id)
      let cards = try (0..<300).map {
        ContactImport(uid: "urn:uuid:\($0)", draft: try draft("Person N\($0)"))
      }
      _ = try await store.importContacts(cards, dryRun: false) { _ in }
      let before = try await store.allContacts()
      let change = try await store.lastChange()
      let killed = try await ChildProcess(
        URL(fileURLWithPath: CommandLine.arguments[0]),
        ["--testing-library", "swift-testing", "--filter", "rewindInAChildProcess"],
        environment: ProcessInfo.processInfo.environment.merging([
          Self.databaseVariable: path, Self.timeVariable: "\(then.timeIntervalSince1970)",
          "CONTACTS_KILL_AT": "rewinding",
        ]) { $1 }
      ).result()
      #expect(killed.status == SIGKILL, "\(killed.standardOutput)\(killed.standardError)")
      let book = try ContactDatabase.openFile(at: path)
      #expect(try await book.allContacts() == before)
      #expect(try await book.lastChange() == change)
      #expect(try await book.rewind(to: then).removed.count == 300)
      let names = try await book.allContacts().map(\.fullName)
      #expect(names == ["Ada Lovelace", "Bea Brown"], "\(names)")
    }
  }
}

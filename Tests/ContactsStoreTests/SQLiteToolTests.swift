import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsStore

@Suite("The sqlite3 tool reads the file the app writes")
struct SQLiteToolTests {
  /// Where `.ci/run` installs the tool; it is there on macOS too.
  private static let sqlite3 = URL(fileURLWithPath: "/usr/bin/sqlite3")

  @Test func orderBySortKeyAndIdGivesTheAppsOrder() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.openFile(at: path)
      try await create(typingOrder + ["Adam Smith", "adam smith", "Ada Lovelace"], in: store)
      let appRows = try await store.allContacts().map { "\($0.id)|\($0.fullName)" }

      let result = try ChildProcess.run(
        Self.sqlite3,
        [
          "-readonly", path,
          "SELECT id || '|' || firstName || ' ' || lastName FROM contact ORDER BY sortKey, id;",
        ])
      #expect(result.status == 0, "\(result.standardError)")
      let toolRows = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(toolRows == appRows)
      #expect(toolRows.count == 7)
    }
  }
}

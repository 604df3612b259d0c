import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// A real `contacts undo` killed with SIGKILL once it has put back every contact, before it
/// commits, leaves the book whole: as it was before the undo, with the change still to undo.
@Suite("An undo killed halfway", .tags(.slow))
struct UndoKillTests {
  @Test func killNineDuringTheUndoOfAnImportLeavesTheBookAsBeforeTheUndo() async throws {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let run = { (arguments: [String], extra: [String: String]) in
        try await runContacts(arguments, on: database, adding: extra)
      }
      let first = folder.appendingPathComponent("first.vcf")
      let second = folder.appendingPathComponent("second.vcf")
      try writeCards("a", 500, note: "first", at: first)
      // Updates the first 250 and adds 250.
      try writeCards("a", 750, note: "second", at: second)
      #expect(try await run(["import", first.path], [:]).status == 0)
      let imported = try await run(["import", second.path], [:])
      #expect(imported.status == 0 && imported.standardError.contains("To undo: contacts undo"))
      let book = { try ContactDatabase.openFile(at: database) }
      let before = try await book().allContacts()
      let killed = try await run(["undo"], ["CONTACTS_KILL_AT": "undoing"])
      #expect(killed.status == SIGKILL, "\(killed.standardError)")
      #expect(try await book().allContacts() == before)
      #expect(try await book().deletedContacts(limit: 10).isEmpty)
      #expect(try await book().lastChange()?.kind == .importFile)
      let undone = try await run(["undo"], [:])
      #expect(undone.status == 0, "\(undone.standardError)")
      let after = try await book().allContacts()
      #expect(after.count == 500 && after.allSatisfy { $0.note == "first" })
    }
  }
}

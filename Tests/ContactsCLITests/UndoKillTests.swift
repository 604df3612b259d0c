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
      let older = folder.appendingPathComponent("older.vcf")
      let newer = folder.appendingPathComponent("newer.vcf")
      try writeCards("a", 500, note: "first", at: older)
      // Updates the first 250 and adds 250.
      try writeCards("a", 750, note: "second", at: newer)
      #expect(try await runContacts(["import", older.path], on: database, adding: [:]).status == 0)
      let imported = try await runContacts(["import", newer.path], on: database, adding: [:])
      #expect(imported.status == 0 && imported.standardError.contains("To undo: contacts undo"))
      let book = { try ContactDatabase.openFile(at: database) }
      let before = try await book().allContacts()
      let killed = try await runContacts(
        ["undo"], on: database, adding: ["CONTACTS_KILL_AT": "undoing"])
      #expect(killed.status == SIGKILL, "\(killed.standardError)")
      #expect(try await book().allContacts() == before)
      #expect(try await book().deletedContacts(limit: 10).isEmpty)
      #expect(try await book().lastChange()?.kind == .importFile)
      let undone = try await runContacts(["undo"], on: database, adding: [:])
      #expect(undone.status == 0, "\(undone.standardError)")
      let after = try await book().allContacts()
      #expect(after.count == 500 && after.allSatisfy { $0.note == "first" })
    }
  }
}

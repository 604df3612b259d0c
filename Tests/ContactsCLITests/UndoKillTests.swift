import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// A real `contacts undo` killed with SIGKILL once it has put back every contact, before it
/// commits, leaves the book whole: as it was before the undo, with the change still to undo.
@Suite("An undo killed halfway", .tags(.slow))
struct UndoKillTests {
  /// `count` small cards with UIDs `prefix`0…, named `last`, as one vCard file.
  private func cards(_ prefix: String, _ count: Int, last: String, at url: URL) throws {
    var text = ""
    for index in 0..<count {
      text += "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:\(prefix)\(index)\r\nFN:Person \(last)\r\n"
      text += "N:\(last);Person;;;\r\nEND:VCARD\r\n"
    }
    try Data(text.utf8).write(to: url)
  }

  @Test func killNineDuringTheUndoOfAnImportLeavesTheBookAsBeforeTheUndo() async throws {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let run = { (arguments: [String], extra: [String: String]) in
        try await childProcess(
          try contactsExecutable(), arguments + ["--database", database],
          environment: ProcessInfo.processInfo.environment.merging(extra) { $1 })
      }
      let first = folder.appendingPathComponent("first.vcf")
      let second = folder.appendingPathComponent("second.vcf")
      try cards("a", 500, last: "First", at: first)
      // Updates the first 250 and adds 250.
      try cards("a", 750, last: "Second", at: second)
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
      #expect(
        try await book().allContacts().map(\.fullName)
          == Array(repeating: "Person First", count: 500))
    }
  }
}

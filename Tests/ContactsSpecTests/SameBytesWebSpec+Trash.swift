import Foundation
import Testing

extension SameBytesWebSpec {
  /// Recently deleted and undo: the page, an Undo after a delete and after an edit, a stale
  /// Undo refused, Restore, Delete forever's question, its Cancel and the deletion, and a
  /// restore and a question about an id the trash lacks.
  func trashAndUndo(_ web: TwoBuildsWeb) async throws {
    let token = TwoBuildsWeb.token
    let trash = try await web.get("deleted")
    let ids = trash.body.matches(of: /\/deleted\/(\d+)\/forever/).map { String($0.output.1) }
    #expect(ids.count >= 2)
    try await web.post("contacts/\(ids[0])/delete", "csrf=\(token)")
    try await web.post("deleted/\(ids[0])/restore", "csrf=\(token)")
    let deleted = try await web.post("contacts/1/delete", "csrf=\(token)")
    #expect(deleted.location?.hasSuffix("?deleted=1") == true)
    let list = try await web.get("?deleted=1")
    let change = String(
      try #require(list.body.firstMatch(of: /name="change" value="(\d+)"/)).output.1)
    try await web.post("undo", "csrf=\(token)&change=\(change)")
    try await web.post("undo", "csrf=\(token)&change=\(change)")
    try await web.post("contacts/1/edit", "csrf=\(token)&firstName=Ada&lastName=Undone&action=done")
    let edited = try await web.get("contacts/1?edited=1")
    #expect(edited.body.contains("Edited Ada King."))
    let editChange = String(
      try #require(edited.body.firstMatch(of: /name="change" value="(\d+)"/)).output.1)
    try await web.post("undo", "csrf=\(token)&change=\(editChange)")
    try await web.get("contacts/1")
    try await web.get("deleted/\(ids[1])/forever")
    try await web.post("deleted/\(ids[1])/forever", "csrf=\(token)&action=cancel")
    try await web.get("deleted/99999/forever")
    try await web.post("deleted/\(ids[1])/forever", "csrf=\(token)")
    try await web.get("deleted?forever=1")
    try await web.post("deleted/99999/restore", "csrf=\(token)")
  }
}

import ContactsStore
import Foundation
import HTTPTypes
import Testing

extension SameBytesWebSpec {
  /// The backups page with none and with one, a backup's dry run, its restore confirmed, a
  /// forged confirm, and names the folder does not list.
  func backups(_ web: TwoBuildsWeb, in folder: URL) async throws {
    let token = TwoBuildsWeb.token
    let none = try await web.get("backups")
    #expect(none.body.contains("No backups yet."))
    let store = try ContactDatabase.openFile(at: web.current.path)
    let name = "contacts-2026-11-25.sqlite"
    _ = try await store.backup(to: "\(store.backupsFolder)/\(name)", replacing: false)
    try await web.post("contacts/1/delete", "csrf=\(token)")
    let listed = try await web.get("backups")
    #expect(listed.body.contains(name))
    let preview = try await web.get("backups/\(name)")
    #expect(preview.body.contains("add back 1: "))
    for missing in ["nope.sqlite", "web.sqlite", "..%2Fweb.sqlite"] {
      #expect(try await web.get("backups/\(missing)").status == .notFound)
    }
    #expect(try await web.post("backups/\(name)/restore", "csrf=0000").status == .forbidden)
    let restored = try await web.post("backups/\(name)/restore", "csrf=\(token)")
    #expect(restored.body.contains("Backup restored"))
    try await web.get("backups")
  }
}

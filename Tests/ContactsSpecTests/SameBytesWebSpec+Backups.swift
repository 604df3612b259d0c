import ContactsTestSupport
import Foundation
import HTTPTypes
import Testing

extension SameBytesWebSpec {
  /// The backups page with none and with one, a backup's dry run, its restore confirmed, a
  /// forged confirm, and names the folder does not list; over a store that keeps no backups,
  /// the page that says so.
  func backups(_ web: TwoBuildsWeb) async throws {
    let token = TwoBuildsWeb.token
    let none = try await web.get("backups")
    guard web.keepsBackups else {
      #expect(none.body.contains("this address book keeps no backups"))
      return
    }
    #expect(none.body.contains("No backups yet."))
    let name = "contacts-2026-11-25.sqlite"
    try await web.change { store in
      let write = try #require(store.writeBackup)
      try await write("\(try #require(store.backupsFolder))/\(name)")
    }
    try await web.post("contacts/1/delete", "csrf=\(token)")
    let listed = try await web.get("backups")
    #expect(listed.body.contains(name))
    let preview = try await web.get("backups/\(name)")
    #expect(preview.body.contains("add back 1: "))
    for missing in ["nope.sqlite", "contacts.sqlite", "..%2Fcontacts.sqlite"] {
      #expect(try await web.get("backups/\(missing)").status == .notFound)
    }
    #expect(try await web.post("backups/\(name)/restore", "csrf=0000").status == .forbidden)
    let restored = try await web.post("backups/\(name)/restore", "csrf=\(token)")
    #expect(restored.body.contains("Backup restored"))
    try await web.get("backups")
  }
}

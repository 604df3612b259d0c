import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The backups page, a backup's dry run and its confirmed restore, for both builds, over HTTP
/// in process, on a book in a temporary folder with its backups beside it.
@Suite("Backups page and restore")
struct BackupPageTests {
  /// A book holding Ada and Bea, a daily backup of it, then Grace added.
  private func book(in folder: URL) async throws -> ContactDatabase {
    let store = try ContactDatabase.openFile(
      at: folder.appendingPathComponent("contacts.sqlite").path)
    _ = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    _ = try await store.create(ContactDraft(firstName: "Bea", lastName: "Brown"))
    _ = try await store.backup(
      to: store.backupsFolder + "/contacts-2026-11-25.sqlite", replacing: false)
    _ = try await store.create(ContactDraft(firstName: "Grace", lastName: "Hopper"))
    return store
  }

  private func app(_ store: ContactDatabase) -> some ApplicationProtocol {
    ContactsWebApp.application(configuration: .init(host: "127.0.0.1", port: 0)) {
      $0.app(store, backups: store)
    }
  }

  @Test(arguments: Architecture.allCases)
  func aListedBackupShowsWhatChangesThenIsRestoredOnceConfirmed(_ build: Architecture)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder)
      try await app(store).test(.router) { client in
        #expect(
          try await client.get(build.listPath).text.contains(
            "<a href=\"\(build.backupsPath)\">Backups</a>"))
        let list = try await client.get(build.backupsPath)
        #expect(list.status == .ok)
        #expect(list.text.contains("<span class=\"name\">contacts-2026-11-25.sqlite</span>: "))
        #expect(list.text.contains(" kB, 2 contacts <a class=\"button secondary\" href=\""))
        let name = "contacts-2026-11-25.sqlite"
        let preview = try await client.get(build.backupPath(name))
        #expect(preview.status == .ok)
        #expect(preview.text.contains("<h1>Restore contacts-2026-11-25.sqlite?</h1>"))
        #expect(preview.text.contains("<p class=\"change\">remove 1: Grace Hopper</p>"))
        #expect(preview.text.contains("action=\"\(build.restoreBackupPath(name))\""))
        #expect(try await storedNames(store).count == 3, "a dry run changes nothing")
        let token = try #require(preview.inputValue(CSRFToken.fieldName))
        let forged = try await client.execute(
          uri: build.restoreBackupPath(name), method: .post,
          headers: [
            .contentType: "application/x-www-form-urlencoded",
            .cookie: AddPageSession(token: token).cookie,
          ],
          body: ByteBuffer(string: "csrf=0000"))
        #expect(forged.status == .forbidden)
        #expect(try await storedNames(store).count == 3)
        let done = try await client.post(
          build.restoreBackupPath(name), [], session: AddPageSession(token: token))
        #expect(done.status == .ok)
        #expect(
          done.text.contains("<p>Restored 2 contacts: added back 0, removed 1, changed 0.</p>"))
        #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
        // The book as it was is kept, and listed: the restore itself can be undone from here.
        let after = try await client.get(build.backupsPath)
        #expect(after.text.contains("<span class=\"name\">contacts-before-restore-"))
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func onlyABackupTheFolderListsCanBeNamedAnythingElseIsNotFound(_ build: Architecture)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder)
      // A database beside the backups that is not named as one, and one outside the folder.
      try FileManager.default.copyItem(
        atPath: store.backupsFolder + "/contacts-2026-11-25.sqlite",
        toPath: store.backupsFolder + "/other.sqlite")
      try await app(store).test(.router) { client in
        let token = try await client.openAddPage(build)
        for name in [
          "other.sqlite", "contacts-2026-11-24.sqlite", "..%2Fcontacts.sqlite",
          "%2Fetc%2Fpasswd", "contacts.sqlite",
        ] {
          let preview = try await client.get(build.backupPath(name))
          #expect(preview.status == .notFound, "\(name)")
          if !name.contains("%") { #expect(preview.text.contains("No such backup")) }
          let restore = try await client.post(build.restoreBackupPath(name), [], session: token)
          #expect(restore.status == .notFound, "\(name)")
        }
        let nested = try await client.get(build.backupsPath + "/../contacts.sqlite")
        #expect(nested.status == .notFound)
        #expect(!(try await client.get(build.backupsPath).text.contains("other.sqlite")))
        #expect(try await storedNames(store).count == 3)
      }
    }
  }

  @Test func aNameInTheDryRunIsEscapedAndCutToOneLine() async throws {
    try await withTemporaryDirectory { folder in
      let store = try await book(in: folder)
      let script = "<script>alert(1)</script>" + String(repeating: "x", count: 70)
      _ = try await store.create(
        ContactDraft(firstName: script, lastName: String(repeating: "y", count: 100)))
      try await app(store).test(.router) { client in
        let preview = try await client.get(
          Architecture.mvvm.backupPath("contacts-2026-11-25.sqlite"))
        #expect(preview.status == .ok)
        #expect(!preview.text.contains("<script>alert"))
        #expect(preview.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;xxx"))
        #expect(preview.text.contains("yyy…yyy"), "cut to one line")
      }
    }
  }
}

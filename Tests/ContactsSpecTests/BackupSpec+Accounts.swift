import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

/// A restore keeps the book's sync accounts, those added after the backup among them: they are
/// settings, not contacts.
extension BackupSpec {
  @Test(arguments: Architecture.allCases, StoreFactory.withBackups)
  func anAccountAddedAfterTheBackupIsKeptAndItsNextSyncMergesTheWholeBook(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    try await withTemporaryDirectory { folder in
      let (store, app) = try await app(architecture, factory)
      _ = try await app.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
      _ = try await app.add(ContactForm(firstName: "Alan", lastName: "Turing"))
      let backup = folder.appendingPathComponent("backup.sqlite").path
      try await backUp(store, to: backup)
      // After the backup: an account on a server holding Grace, synced; Alan deleted and
      // that deletion synced too.
      let book = InMemoryAddressBook()
      await book.store("grace", Self.card("grace", "Grace", "Hopper"))
      let work = SyncAccount(
        name: "work", url: "http://127.0.0.1:5232/", username: "ada", passwordCommand: "pass work",
        timeoutSeconds: 20)
      try await store.ledger.addAccount(work)
      #expect(
        try await sync(store, book)
          == "from the server +1 ~0 -0; to the server +2 ~0 -0; conflicts 0")
      let alan = try #require(try await store.contacts.searchAll("alan").first)
      _ = try await app.delete(alan.id)
      #expect(
        try await sync(store, book)
          == "from the server +0 ~0 -0; to the server +0 ~0 -1; conflicts 0")

      let preview = try await app.previewRestore(backup).previewLines(of: "backup.sqlite")
      #expect(
        preview == [
          "Restoring backup.sqlite (2 contacts) would:", "  add back 1: Alan Turing",
          "  remove 1: Grace Hopper",
          "It keeps the sync account work, whose next sync compares the whole book with its "
            + "server.",
        ])
      _ = try await app.restoreBackup(backup)
      #expect(try await names(app) == ["Ada Lovelace", "Alan Turing"])
      let kept = try #require(try await store.ledger.accounts().first)
      #expect(kept.name == "work")
      #expect(kept.passwordCommand == "pass work")
      #expect(kept.timeoutSeconds == 20)
      #expect(kept.syncToken == nil)
      // The whole book compared: Grace comes back from the server, Alan goes to it, nothing
      // is deleted on either side.
      #expect(
        try await sync(store, book)
          == "from the server +1 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      #expect(try await names(app) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
      let server = await book.texts().values
      for name in ["Ada Lovelace", "Alan Turing", "Grace Hopper"] {
        #expect(server.filter { $0.contains("FN:\(name)") }.count == 1, "\(name) once there")
      }
      #expect(
        try await sync(store, book)
          == "from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0")
    }
  }
}

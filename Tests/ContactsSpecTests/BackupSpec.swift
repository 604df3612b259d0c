import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

/// Restoring a backup through the restore screen, MVVM and VIPER alike, and the sync after it.
@Suite("Backup spec, MVVM and VIPER alike")
struct BackupSpec {
  static let home = SyncAccount(
    name: "home", url: "http://127.0.0.1:5232/", username: "ada")

  static func card(_ uid: String, _ first: String, _ last: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(first) \(last)\r\nN:\(last);\(first);;;\r\n"
      + "END:VCARD\r\n"
  }

  /// The app of `architecture` over a new store of `factory`, restoring its backups.
  func app(_ architecture: Architecture, _ factory: StoreFactory) async throws
    -> (StoreFactory.Store, any AddressBookApp)
  {
    let store = try await factory.make()
    return (store, architecture.app(store.contacts, backups: try #require(store.backups)))
  }

  /// Writes a backup of `store` to `path`.
  func backUp(_ store: StoreFactory.Store, to path: String) async throws {
    let write = try #require(store.writeBackup, "the store keeps no backups")
    try await write(path)
  }

  /// Syncs the account "home" of `store` with `book`, as `contacts sync run` does.
  func sync(_ store: StoreFactory.Store, _ book: InMemoryAddressBook) async throws -> String {
    let account = try #require(try await store.ledger.accounts().first)
    let engine = SyncEngine(contacts: store.contacts, ledger: store.ledger, remote: book)
    return try await engine.sync(account).counts.summary
  }

  func names(_ app: any AddressBookApp) async throws -> [String] {
    try await app.list(.appear, in: ContactListWindow()).names
  }

  @Test(arguments: Architecture.allCases, StoreFactory.withBackups)
  func afterARestoreTheSyncKeepsTheServersDeletionsAndTheCardsAddedSince(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    try await withTemporaryDirectory { folder in
      let book = InMemoryAddressBook()
      await book.store("ada", Self.card("ada", "Ada", "Lovelace"))
      await book.store("alan", Self.card("alan", "Alan", "Turing"))
      let (store, app) = try await app(architecture, factory)
      try await store.ledger.addAccount(Self.home)
      _ = try await sync(store, book)
      let backup = folder.appendingPathComponent("backup.sqlite").path
      try await backUp(store, to: backup)
      // After the backup: another device deletes Alan on the server; Grace is added here.
      let alan = try #require(try await book.cards(at: ["/book/alan.vcf"]).first)
      try await book.delete(at: alan.href, etag: alan.etag)
      _ = try await app.add(ContactForm(firstName: "Grace", lastName: "Hopper"))
      #expect(
        try await sync(store, book)
          == "from the server +0 ~0 -1; to the server +1 ~0 -0; conflicts 0")

      let restored = try await app.restoreBackup(backup)
      #expect(restored.changes.added.names == ["Alan Turing"])
      #expect(restored.changes.removed.names == ["Grace Hopper"])
      #expect(try await names(app) == ["Ada Lovelace", "Alan Turing"])
      // The whole book is compared with the server: Alan, deleted there since the backup, is
      // not sent back; Grace, on the server since, is not deleted there but comes back here.
      #expect(
        try await sync(store, book)
          == "from the server +1 ~0 -1; to the server +0 ~0 -0; conflicts 0")
      #expect(try await names(app) == ["Ada Lovelace", "Grace Hopper"])
      let server = await book.texts().values.map { $0.contains("FN:Ada Lovelace") ? "Ada" : $0 }
      #expect(server.count == 2)
      #expect(server.contains("Ada"))
      #expect(server.contains { $0.contains("FN:Grace Hopper") })
    }
  }

  @Test(arguments: StoreFactory.withBackups)
  func bothBuildsShowTheSameChangesAndRefuseTheSameFile(_ factory: StoreFactory) async throws {
    try await withTemporaryDirectory { folder in
      var previews: [[String]] = []
      var refusals: [AppFailure] = []
      for architecture in Architecture.allCases {
        let place = folder.appendingPathComponent(architecture.rawValue)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let (store, app) = try await app(architecture, factory)
        _ = try await app.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
        let backup = place.appendingPathComponent("backup.sqlite").path
        try await backUp(store, to: backup)
        _ = try await app.add(ContactForm(firstName: "Grace", lastName: "Hopper"))
        previews.append(try await app.previewRestore(backup).previewLines(of: "backup.sqlite"))
        let text = place.appendingPathComponent("notes.txt").path
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
        do {
          _ = try await app.restoreBackup(text)
        } catch let failure as AppFailure {
          refusals.append(failure)
        }
        #expect(try await names(app) == ["Ada Lovelace", "Grace Hopper"])
      }
      #expect(
        previews[0] == ["Restoring backup.sqlite (1 contact) would:", "  remove 1: Grace Hopper"])
      #expect(previews[0] == previews[1])
      #expect(refusals.count == 2)
      #expect(
        refusals.first?.message.hasSuffix(
          "is not a Contacts backup: it is not an address book database; nothing was changed")
          == true)
      #expect(refusals.first?.message.hasPrefix("Could not restore the backup: ") == true)
      #expect(
        refusals.first?.message.replacingOccurrences(of: "mvvm", with: "viper")
          == refusals.last?.message)
    }
  }
}

import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// A restore keeps the book's sync accounts as they are now, and the records of only those the
/// backup has on the same server.
@Suite("The sync accounts a restore keeps")
struct RestoredAccountsTests {
  private func account(_ name: String, _ url: String) -> SyncAccount {
    SyncAccount(name: name, url: url, username: "ada", syncToken: "token-\(name)")
  }

  /// Saves `account` with one record, for the card "ada".
  private func synced(_ account: SyncAccount, in store: ContactDatabase) async throws {
    var write = LedgerWrite(account: account)
    write.saved = [LedgerEntry(href: "/\(account.name)/ada.vcf", uid: "ada", etag: "\"1\"")]
    try await store.ledger.apply(write)
  }

  @Test func theBookKeepsItsAccountsAndOnlyTheRecordsOfTheServerTheBackupKnew() async throws {
    try await withTemporaryDirectory { folder in
      let store = try ContactDatabase.openFile(
        at: folder.appendingPathComponent("contacts.sqlite").path)
      try await create(["Ada Lovelace"], in: store)
      for name in ["home", "moved", "removed"] {
        try await synced(account(name, "https://\(name).example.com/"), in: store)
      }
      let backup = folder.appendingPathComponent("backup.sqlite").path
      _ = try await store.backup(to: backup, replacing: false)
      // After the backup: one account removed, one pointed at another server, one added.
      try await store.ledger.removeAccount(named: "removed")
      try await store.ledger.removeAccount(named: "moved")
      try await synced(account("moved", "https://elsewhere.example.com/"), in: store)
      try await synced(account("added", "https://added.example.com/"), in: store)

      #expect(
        try await store.changes(restoring: backup).keptAccounts
          == .init(count: 3, names: ["added", "home", "moved"]))
      _ = try await store.restore(from: backup)
      let accounts = try await store.ledger.accounts()
      #expect(accounts.map(\.name) == ["added", "home", "moved"])
      #expect(accounts.first { $0.name == "moved" }?.url == "https://elsewhere.example.com/")
      #expect(accounts.allSatisfy { $0.syncToken == nil }, "each compares the whole book")
      #expect(try await store.ledger.records(account: "home").map(\.href) == ["/home/ada.vcf"])
      #expect(try await store.ledger.records(account: "moved").isEmpty)
      #expect(try await store.ledger.records(account: "added").isEmpty)
    }
  }
}

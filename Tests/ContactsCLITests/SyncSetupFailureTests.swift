import ContactsDomain
import ContactsNetworkRoot
import ContactsRoot
import ContactsStore
import Testing

/// A sync that cannot start says why, typed from the root to the screen that shows it: its words
/// are escaped there (for a terminal, for a page), never before.
@Suite("Sync's setup failures, typed from the composition root")
struct SyncSetupFailureTests {
  private let noPasswords = PasswordSource(environment: [:]) { _ in nil }

  /// The root's sync manager over a new store holding one account at `url` for `username`.
  private func manager(url: String, username: String) async throws -> any SyncManager {
    let store = try ContactDatabase.inMemory()
    let root = AppRoot(store: store, ledger: store.ledger)
    try await store.ledger.addAccount(
      SyncAccount(name: "work", url: url, username: username))
    return root.syncManager(server: ServerSettings(), passwords: noPasswords)
  }

  @Test func aMissingPasswordNamesTheUserAsTypedNotAsATerminalShowsIt() async throws {
    let username = "ada\u{202E}<b>"
    let manager = try await manager(url: "http://127.0.0.1:9/", username: username)
    await #expect(throws: SyncSetupError.noPassword(username: username, host: "127.0.0.1")) {
      _ = try await manager.sync(account: nil, options: SyncOptions()) { _ in }
    }
  }

  @Test func anUnencryptedURLToAnotherMachineIsRefusedBeforeAPasswordIsAsked() async throws {
    let manager = try await manager(url: "http://dav.example.com/", username: "ada")
    await #expect(throws: SyncSetupError.insecureHTTP("http://dav.example.com/")) {
      _ = try await manager.sync(account: nil, options: SyncOptions()) { _ in }
    }
  }
}

import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// Recently deleted and sync: a contact deleted on either side and restored here goes back to
/// the server on the next sync, once; one restored before any sync changes nothing there.
extension SyncSpec {
  /// A store and a server holding Ada and Alan, synced once.
  private func syncedPair(_ architecture: Architecture, _ factory: StoreFactory) async throws
    -> (StoreFactory.Store, InMemoryAddressBook, any AddressBookApp)
  {
    let (store, book, app) = try await start(
      architecture, factory,
      ["ada": Self.card("ada", "Ada", "Lovelace"), "alan": Self.card("alan", "Alan", "Turing")])
    _ = try await summaries(app)
    return (store, book, app)
  }

  private func summaries(_ app: any AddressBookApp) async throws -> [String] {
    try await sync(app).0.synced.map(\.report.summary)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aCardAPhoneDeletedComesBackToTheServerOnceRestoredHere(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (store, book, app) = try await syncedPair(architecture, factory)
    await book.remove("ada")
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -1; to the server +0 ~0 -0; conflicts 0"])
    let deleted = try await app.recentlyDeleted(limit: 10)
    #expect(deleted.rows.map(\.name) == ["Ada Lovelace"])
    #expect(try await app.restore(deleted.rows[0].id).sentence == "Restored Ada Lovelace")
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0"])
    #expect(await book.texts().values.contains { $0.contains("UID:ada") })
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0"])
    #expect(
      try await store.contacts.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aContactDeletedAndSyncedHereIsSentAgainOnceRestored(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (store, book, app) = try await syncedPair(architecture, factory)
    let ada = try #require(try await store.contacts.searchAll("ada").first)
    _ = try await app.delete(ada.id)
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +0 ~0 -1; conflicts 0"])
    #expect(await book.texts().count == 1)
    #expect(try await app.undo(nil).sentence == "Restored Ada Lovelace")
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0"])
    #expect(await book.texts().count == 2)
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aContactRestoredBeforeAnySyncLeavesTheServerAsItWas(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let (store, book, app) = try await start(
      architecture, factory, ["ada": Self.card("ada", "Ada", "Lovelace")])
    _ = try await summaries(app)
    let before = await book.texts()
    let ada = try #require(try await store.contacts.searchAll("ada").first)
    _ = try await app.delete(ada.id)
    _ = try await app.restore(ada.id)
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0"])
    #expect(await book.texts() == before)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aSyncUndoneIsTakenBackHereAndTheNextSyncSendsThatToTheServer(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let (store, book, app) = try await syncedPair(architecture, factory)
    await book.store("ada", Self.card("ada", "Ada", "Byron"))
    await book.remove("alan")
    await book.store("grace", Self.card("grace", "Grace", "Hopper"))
    #expect(
      try await summaries(app) == ["from the server +1 ~1 -1; to the server +0 ~0 -0; conflicts 0"])
    #expect(try await app.undoOffer()?.sentence == "Synced with home.")
    #expect(
      try await app.undo(nil).sentence == "Undid “Synced with home”: removed 1, put back 2")
    #expect(
      try await store.contacts.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +1 ~1 -1; conflicts 0"])
    let texts = await book.texts().values
    #expect(texts.count == 2 && texts.contains { $0.contains("FN:Ada Lovelace") })
    #expect(!texts.contains { $0.contains("Grace") })
    #expect(
      try await summaries(app) == ["from the server +0 ~0 -0; to the server +0 ~0 -0; conflicts 0"])
  }
}

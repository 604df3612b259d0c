import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Testing

/// The list holds one window at a time: next, previous, A–Z, and edits placed within it.
@Suite("Windowed list spec, MVVM and VIPER alike")
struct WindowedListSpec {
  let store: ContactDatabase

  init() async throws {
    store = try ContactDatabase.inMemory()
    for (first, last) in [
      ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"), ("Bea", "Brown"),
    ] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
  }

  @Test(arguments: Architecture.allCases)
  func nextAndPreviousWalkTheListInWindows(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store, pageSize: 2)
    await app.openList()
    await app.tapNextPage()
    await app.tapNextPage()
    await app.tapPreviousPage()
    await app.tapPreviousPage()
    #expect(
      app.events == [
        .showed(["adam smith", "Ángel Díaz"]), .paging(previous: false, next: true),
        .showed(["Bea Brown", "émile zola"]), .paging(previous: true, next: true),
        .showed(["Zoe Adams"]), .paging(previous: true, next: false),
        .showed(["Bea Brown", "émile zola"]), .paging(previous: true, next: true),
        .showed(["adam smith", "Ángel Díaz"]), .paging(previous: false, next: true),
      ])
  }

  @Test(arguments: Architecture.allCases)
  func aLetterJumpsToTheFirstNameAtOrAfterIt(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store, pageSize: 2)
    for letter in ["E", "z", "Ö"] {
      await app.tapLetter(letter)
    }
    #expect(
      app.events == [
        .showed(["émile zola", "Zoe Adams"]), .paging(previous: true, next: false),
        .showed(["Zoe Adams"]), .paging(previous: true, next: false),
        .showed(["Zoe Adams"]), .paging(previous: true, next: false),
      ])
  }

  @Test(arguments: Architecture.allCases)
  func addingPlacesTheRowOnlyWhenItFallsInTheWindow(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store, pageSize: 2)
    await app.openList()
    for (first, last) in [("Yann", "Tiersen"), ("Ada", "Lovelace")] {
      app.tapAdd()
      await app.tapDone(firstName: first, lastName: last)
    }
    #expect(
      app.events.filter { if case .inserted = $0 { true } else { false } } == [
        .inserted("Ada Lovelace", at: 0)
      ])
    #expect(try await store.allContacts().count == 7)
  }

  @Test(arguments: Architecture.allCases)
  func deletingARowOutsideTheWindowLeavesTheWindowAlone(_ architecture: Architecture) async throws {
    let zoe = try #require(try await store.allContacts().last)
    let app = makeDriver(architecture, repository: store, pageSize: 2)
    await app.openList()
    await app.tapContact(zoe.id)
    app.tapDelete()
    await app.confirmDelete()
    #expect(app.events.suffix(2) == [.confirmDelete("Zoe Adams"), .detailsClosed])
  }

  @Test(arguments: Architecture.allCases)
  func searchResultsAreWindowedToo(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store, pageSize: 1)
    await app.search("a")
    await app.tapNextPage()
    #expect(
      app.events == [
        .showed(["adam smith"]), .paging(previous: false, next: true),
        .showed(["Ángel Díaz"]), .paging(previous: true, next: true),
      ])
  }
}

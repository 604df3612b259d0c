import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// The list holds one window at a time: next, previous, A–Z, and edits placed within it.
@Suite("Windowed list spec, MVVM and VIPER alike")
struct WindowedListSpec {
  /// Five contacts in a new store of `factory`.
  private static func book(_ factory: StoreFactory) async throws -> any ContactRepository {
    let store = try await factory.make().contacts
    for (first, last) in [
      ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"), ("Bea", "Brown"),
    ] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    return store
  }

  /// The names and paging of each window, following `step` from `first`, the view showing
  /// `window`.
  private func walk(
    _ app: any AddressBookApp, from first: ListScreen, in window: ContactListWindow,
    _ steps: [(ListScreen) -> ListInput?]
  ) async throws -> [String] {
    var screen = first
    var shown = [describe(screen)]
    for step in steps {
      screen = try await app.list(try #require(step(screen)), in: window)
      shown.append(describe(screen))
    }
    return shown
  }

  private func describe(_ screen: ListScreen) -> String {
    "\(screen.names.joined(separator: ", ")) \(screen.paging.previous ? "<" : "-")\(screen.paging.next ? ">" : "-")"
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func nextAndPreviousWalkTheListInWindows(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let first = try await app.list(.appear, in: ContactListWindow(limit: 2))
    let shown = try await walk(
      app, from: first, in: ContactListWindow(limit: 2),
      [\.nextInput, \.nextInput, \.previousInput, \.previousInput])
    #expect(
      shown == [
        "adam smith, Ángel Díaz ->", "Bea Brown, émile zola <>", "Zoe Adams <-",
        "Bea Brown, émile zola <>", "adam smith, Ángel Díaz ->",
      ])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aLetterJumpsToTheFirstNameAtOrAfterIt(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    var shown: [String] = []
    for letter in ["E", "z", "Ö"] {
      shown.append(describe(try await app.list(.letter(letter), in: ContactListWindow(limit: 2))))
    }
    #expect(shown == ["émile zola, Zoe Adams <-", "Zoe Adams <-", "Zoe Adams <-"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aSavedRowShowsInTheWindowAroundIt(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow(limit: 2)).names == [
        "adam smith", "Ángel Díaz",
      ])
    let yann = try await app.add(ContactForm(firstName: "Yann", lastName: "Tiersen"))
    let ada = try await app.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    // Ada falls in the first window, Yann outside it: each is shown in the window around it.
    #expect(
      try await app.list(.appear, in: ContactListWindow(limit: 2)).names == [
        "Ada Lovelace", "adam smith",
      ])
    #expect(
      try await app.list(.around(yann.position), in: ContactListWindow(limit: 2)).names.contains(
        "Yann Tiersen"))
    #expect(
      try await app.list(.around(ada.position), in: ContactListWindow(limit: 2)).names.contains(
        "Ada Lovelace"))
    #expect(try await store.allContacts().count == 7)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func deletingARowOutsideTheWindowLeavesTheWindowAlone(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await Self.book(factory)
    let zoe = try #require(try await store.allContacts().last)
    let app = architecture.app(store)
    let before = try await app.list(.appear, in: ContactListWindow(limit: 2))
    #expect(try await app.askToDelete(zoe.id).fullName == "Zoe Adams")
    #expect(try await app.delete(zoe.id).fullName == "Zoe Adams")
    let after = try await app.list(.appear, in: ContactListWindow(limit: 2))
    #expect(after.names == before.names && after.paging == before.paging)
    // Only the count of the whole list changed.
    #expect(after.place?.total == before.place.map { $0.total - 1 })
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func searchResultsAreWindowedToo(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let window = ContactListWindow(limit: 1, query: "a")
    let first = try await app.list(.search("a"), in: window)
    let shown = try await walk(app, from: first, in: window, [\.nextInput])
    #expect(shown == ["adam smith ->", "Ángel Díaz <>"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aWindowPastTheLastOneOrEmptiedByDeletesSaysTheListEndsThere(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let window = ContactListWindow(limit: 2)
    let last = try await app.list(.letter("Z"), in: window)
    let zoe = try #require(try await store.allContacts().last)
    _ = try await app.delete(zoe.id)
    let restart = PageRequest(limit: 2)
    #expect(
      try await app.list(.next(after: zoe.position), in: window) == .endOfList(restart: restart))
    #expect(try await app.list(.letter("Z"), in: window) == .endOfList(restart: restart))
    #expect(last.names == ["Zoe Adams"])
    let search = ContactListWindow(limit: 2, query: "a")
    #expect(
      try await app.list(.next(after: zoe.position), in: search)
        == .endOfList(restart: PageRequest(limit: 2, query: "a")))
  }
}

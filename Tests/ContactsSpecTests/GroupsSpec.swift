import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// Groups in both builds: the groups screen and the list of one group, over the store.
@Suite("Groups spec, MVVM and VIPER alike")
struct GroupsSpec {
  /// Five contacts, in three groups (two differing in case) or none, in a new store of `factory`.
  private static func book(_ factory: StoreFactory) async throws -> any ContactRepository {
    let store = try await factory.make().contacts
    for (first, last, groups) in [
      ("Ada", "Lovelace", ["Work", "Friends"]), ("Bob", "Marley", ["friends"]),
      ("Charles", "Babbage", ["Work"]), ("Grace", "Hopper", ["Work"]), ("Zoe", "Adams", []),
    ] {
      var form = ContactForm(firstName: first, lastName: last)
      form.groups = groups
      _ = try await store.create(ContactDraft(form))
    }
    return store
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func theGroupsScreenListsEachGroupWithItsCountInNameOrder(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await Self.book(factory)
    let screen = try await architecture.app(store).groups()
    guard case .groups(let rows) = screen else {
      Issue.record("no groups shown: \(screen)")
      return
    }
    // Names that differ in case are two groups, in the list's order: case ignored, then exact.
    #expect(rows.map(\.name) == ["Friends", "friends", "Work"])
    #expect(rows.map(\.countText) == ["1 contact", "1 contact", "3 contacts"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aGroupsListPagesWithinTheGroup(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let first = try await app.list(.appear, in: ContactListWindow(limit: 2, group: "Work"))
    #expect(first.names == ["Ada Lovelace", "Charles Babbage"])
    guard case .rows(_, _, let next?, _) = first else {
      Issue.record("no next window: \(first)")
      return
    }
    #expect(next.group == "Work")
    let second = try await app.list(.appear, in: ContactListWindow(limit: 2))
    #expect(second.names == ["Ada Lovelace", "Bob Marley"])
    let searched = try await app.list(.search("hop"), in: ContactListWindow(group: "Work"))
    #expect(searched.names == ["Grace Hopper"])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aGroupNoContactIsInSaysSo(_ architecture: Architecture, _ factory: StoreFactory) async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow(group: "Nobody")) == .emptyGroup("Nobody"))
    #expect(
      try await app.list(.search("zzz"), in: ContactListWindow(group: "Work")) == .noResults("zzz"))
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aBookWithNoGroupsSaysSoAndAFailureIsNotAnEmptyScreen(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    #expect(try await architecture.app(factory.make().contacts).groups() == .noGroups)
    let failing = architecture.app(RepositorySpy(failure: .diskFull))
    await #expect(throws: AppFailure.self) { try await failing.groups() }
    do {
      _ = try await failing.groups()
    } catch {
      #expect(error.message.hasPrefix("Could not load the groups: "))
    }
  }
}

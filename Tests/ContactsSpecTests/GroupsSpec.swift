import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Testing

/// Groups in both builds: the groups screen and the list of one group, over the store.
@Suite("Groups spec, MVVM and VIPER alike")
struct GroupsSpec {
  let store: ContactDatabase

  init() async throws {
    store = try ContactDatabase.inMemory()
    for (first, last, groups) in [
      ("Ada", "Lovelace", ["Work", "Friends"]), ("Bob", "Marley", ["friends"]),
      ("Charles", "Babbage", ["Work"]), ("Grace", "Hopper", ["Work"]), ("Zoe", "Adams", []),
    ] {
      var form = ContactForm(firstName: first, lastName: last)
      form.groups = groups
      _ = try await store.create(ContactDraft(form))
    }
  }

  @Test(arguments: Architecture.allCases)
  func theGroupsScreenListsEachGroupWithItsCountInNameOrder(_ architecture: Architecture)
    async throws
  {
    let screen = try await architecture.app(store).groups()
    guard case .groups(let rows) = screen else {
      Issue.record("no groups shown: \(screen)")
      return
    }
    // Names that differ in case are two groups, in the list's order: case ignored, then exact.
    #expect(rows.map(\.name) == ["Friends", "friends", "Work"])
    #expect(rows.map(\.countText) == ["1 contact", "1 contact", "3 contacts"])
  }

  @Test(arguments: Architecture.allCases)
  func aGroupsListPagesWithinTheGroup(_ architecture: Architecture) async throws {
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

  @Test(arguments: Architecture.allCases)
  func aGroupNoContactIsInSaysSo(_ architecture: Architecture) async throws {
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow(group: "Nobody")) == .emptyGroup("Nobody"))
    #expect(
      try await app.list(.search("zzz"), in: ContactListWindow(group: "Work")) == .noResults("zzz"))
  }

  @Test(arguments: Architecture.allCases)
  func aBookWithNoGroupsSaysSoAndAFailureIsNotAnEmptyScreen(_ architecture: Architecture)
    async throws
  {
    #expect(try await architecture.app(ContactDatabase.inMemory()).groups() == .noGroups)
    let failing = architecture.app(RepositorySpy(failure: .diskFull))
    await #expect(throws: AppFailure.self) { try await failing.groups() }
    do {
      _ = try await failing.groups()
    } catch {
      #expect(error.message.hasPrefix("Could not load the groups: "))
    }
  }
}

import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// The user stories of the article's app. Each runs against both builds; an architecture
/// passes only if every story passes for it.
@Suite("Behaviour spec, MVVM and VIPER alike")
struct BehaviourSpec {
  @Test(arguments: Architecture.allCases)
  func anEmptyStartShowsNoContent(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: try ContactDatabase.inMemory())
    await app.openList()
    #expect(app.events == [.noContent])
  }

  @Test(arguments: Architecture.allCases)
  func addingAdaInsertsHerRowAtItsIndexWithoutReloading(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    for (first, last) in [("Charles", "Babbage"), ("Grace", "Hopper")] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapAdd()
    await app.tapDone(firstName: "Ada", lastName: "Lovelace")
    #expect(
      app.events == [
        .showed(["Charles Babbage", "Grace Hopper"]),
        .addScreenClosed,
        .inserted("Ada Lovelace", at: 0),
      ])
    #expect(try await store.allContacts().map(\.fullName).contains("Ada Lovelace"))
  }

  @Test(arguments: Architecture.allCases)
  func doneWithBlankLastNameShowsAlertAndStoresNothing(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapAdd()
    await app.tapDone(firstName: "Ada", lastName: "   ")
    #expect(app.events == [.noContent, .alert("A contact must have first and last names")])
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases)
  func cancelStoresNothing(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapAdd()
    app.tapCancel()
    #expect(app.events == [.noContent, .addScreenClosed])
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases)
  func theListIgnoresAccentsAndCase(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    for (first, last) in [
      ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"),
    ] {
      app.tapAdd()
      await app.tapDone(firstName: first, lastName: last)
    }
    #expect(
      app.events == [
        .noContent,
        .addScreenClosed, .inserted("Zoe Adams", at: 0),
        .addScreenClosed, .inserted("émile zola", at: 0),
        .addScreenClosed, .inserted("adam smith", at: 0),
        .addScreenClosed, .inserted("Ángel Díaz", at: 1),
      ])
    let reopened = makeDriver(architecture, repository: store)
    await reopened.openList()
    #expect(reopened.events == [.showed(["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"])])
  }

  @Test(arguments: Architecture.allCases)
  func reopeningTheDatabaseShowsTheSameList(_ architecture: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let first = makeDriver(architecture, repository: try ContactDatabase.openFile(at: path))
    await first.openList()
    first.tapAdd()
    await first.tapDone(firstName: "Ada", lastName: "Lovelace")
    first.tapAdd()
    await first.tapDone(firstName: "Alan", lastName: "Turing")

    let second = makeDriver(architecture, repository: try ContactDatabase.openFile(at: path))
    await second.openList()
    #expect(second.events == [.showed(["Ada Lovelace", "Alan Turing"])])
  }

  @Test(arguments: Architecture.allCases)
  func aFailingStoreShowsAReadableError(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: RepositorySpy(failure: .locked))
    await app.openList()
    app.tapAdd()
    await app.tapDone(firstName: "Ada", lastName: "Lovelace")
    #expect(
      app.events == [
        .error(
          "Could not load contacts: the database is locked by another program; try again in a moment"
        ),
        .alert(
          "Could not save the contact: the database is locked by another program; try again in a moment"
        ),
      ])
  }

  @Test(arguments: Architecture.allCases)
  func tooLongAndControlCharactersShowTheirOwnAlerts(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    app.tapAdd()
    await app.tapDone(firstName: String(repeating: "a", count: 101), lastName: "Lovelace")
    await app.tapDone(firstName: "Ada", lastName: "Love\u{7}lace")
    #expect(
      app.events == [
        .alert("First name must be at most 100 characters"),
        .alert("Last name must not contain control characters"),
      ])
    #expect(try await store.allContacts().isEmpty)
  }
}

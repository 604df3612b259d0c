import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// The user stories of the article's app. Each runs against both shipped apps; an architecture
/// passes only if every story passes for it.
@Suite("Behaviour spec, MVVM and VIPER alike", .removesTemporaryFolders)
struct BehaviourSpec {
  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func anEmptyStartShowsNoContent(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let app = architecture.app(try await factory.make().contacts)
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func addingAdaPutsHerRowAtItsIndexInTheList(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    for (first, last) in [("Charles", "Babbage"), ("Grace", "Hopper")] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Charles Babbage", "Grace Hopper",
      ])
    #expect(await app.openAdd() == ContactForm())
    let ada = try await app.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    #expect(ada.fullName == "Ada Lovelace")
    // The window a front end shows after the save: around her row, which is at index 0.
    let around = try await app.list(.around(ada.position), in: ContactListWindow())
    #expect(around.names == ["Ada Lovelace", "Charles Babbage", "Grace Hopper"])
    #expect(try await store.allContacts().map(\.fullName).contains("Ada Lovelace"))
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func doneWithBlankLastNameShowsAlertAndStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    #expect(await app.openAdd() == ContactForm())
    await #expect(throws: AppFailure.refused(.missingName)) {
      try await app.add(ContactForm(firstName: "Ada", lastName: "   "))
    }
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aCompanyIsAddedByItsOrganizationAndListedByIt(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    _ = try await store.create(ContactDraft(firstName: "Zoe", lastName: "Adams"))
    let app = architecture.app(store)
    var acme = ContactForm(organization: "Acme Inc.")
    acme.isCompany = true
    let added = try await app.add(acme)
    #expect(added.fullName == "Acme Inc.")
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == ["Acme Inc.", "Zoe Adams"])
    // Without the box ticked, a card is a person's, and the article's alert stays.
    await #expect(throws: AppFailure.refused(.missingName)) {
      try await app.add(ContactForm(organization: "Globex"))
    }
    acme.organization = " "
    await #expect(throws: AppFailure.refused(.missingOrganization)) { try await app.add(acme) }
    #expect(try await store.allContacts().count == 2)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func openingTheAddScreenAndLeavingStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    #expect(await app.openAdd() == ContactForm())
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func theListIgnoresAccentsAndCase(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    var indexes: [Int] = []
    for (first, last) in [
      ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"),
    ] {
      let saved = try await app.add(ContactForm(firstName: first, lastName: last))
      let names = try await app.list(.appear, in: ContactListWindow()).names
      indexes.append(try #require(names.firstIndex(of: saved.fullName)))
    }
    #expect(indexes == [0, 0, 0, 1])
    let reopened = architecture.app(store)
    #expect(
      try await reopened.list(.appear, in: ContactListWindow()).names == [
        "adam smith", "Ángel Díaz", "émile zola", "Zoe Adams",
      ])
  }

  @Test(arguments: Architecture.allCases)
  func reopeningTheDatabaseShowsTheSameList(_ architecture: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let first = architecture.app(try ContactDatabase.openFile(at: path))
    _ = try await first.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    _ = try await first.add(ContactForm(firstName: "Alan", lastName: "Turing"))

    let second = architecture.app(try ContactDatabase.openFile(at: path))
    #expect(
      try await second.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Alan Turing",
      ])
  }

  @Test(arguments: Architecture.allCases)
  func aFailingStoreShowsAReadableError(_ architecture: Architecture) async throws {
    let app = architecture.app(RepositorySpy(failure: .locked))
    await #expect(throws: AppFailure(.loadContacts, ContactStoreError.locked)) {
      try await app.list(.appear, in: ContactListWindow())
    }
    #expect(await app.openAdd() == ContactForm())
    await #expect(throws: AppFailure(.saveContact, ContactStoreError.locked)) {
      try await app.add(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    }
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func tooLongAndControlCharactersShowTheirOwnAlerts(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    #expect(await app.openAdd() == ContactForm())
    let tooLong = AppFailure.refused(.tooLong(.firstName, limit: 100))
    await #expect(throws: tooLong) {
      try await app.add(
        ContactForm(firstName: String(repeating: "a", count: 101), lastName: "Lovelace"))
    }
    let control = AppFailure.refused(.controlCharacter(.lastName))
    await #expect(throws: control) {
      try await app.add(ContactForm(firstName: "Ada", lastName: "Love\u{7}lace"))
    }
    #expect(try await store.allContacts().isEmpty)
  }
}

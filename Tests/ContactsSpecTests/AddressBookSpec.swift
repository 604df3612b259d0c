import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Testing

/// The address book's stories beyond the article: details, edit, delete, search.
@Suite("Address book spec, MVVM and VIPER alike")
struct AddressBookSpec {
  let store: ContactDatabase
  let ada: Contact
  let charles: Contact
  let grace: Contact

  init() async throws {
    store = try ContactDatabase.inMemory()
    ada = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          phones: [LabeledValue(label: "mobile", value: "+44 (20) 7946-0000")],
          emails: [LabeledValue(label: "work", value: "ada@engine.org")],
          organization: "Analytical Engine", note: "First programmer")))
    charles = try await store.create(ContactDraft(firstName: "Charles", lastName: "Babbage"))
    grace = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Grace", lastName: "Hopper",
          phones: [LabeledValue(label: "work", value: "555-0100")])))
  }

  @Test(arguments: Architecture.allCases)
  func openingAContactShowsItsDetails(_ architecture: Architecture) async throws {
    let app = architecture.app(store)
    #expect(try await app.show(ada.id) == ContactCard(ada))
    #expect(ContactCard(ada).initials == "AL")
  }

  @Test(arguments: Architecture.allCases)
  func editingANameMovesTheRowToItsNewPlace(_ architecture: Architecture) async throws {
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Babbage", "Grace Hopper",
      ])
    #expect(try await app.show(charles.id) == ContactCard(charles))
    var form = try await app.openEdit(charles.id)
    #expect(form == ContactForm(charles))
    form.lastName = "Aaronson"
    let updated = Contact(id: charles.id, firstName: "Charles", lastName: "Aaronson")
    #expect(try await app.edit(charles.id, form) == updated)
    #expect(try await app.show(charles.id) == ContactCard(updated))
    // Removed at 1, inserted at 1: "Aaronson" sorts by first name, still between the others.
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Aaronson", "Grace Hopper",
      ])
    #expect(try await store.contact(id: charles.id) == updated)
  }

  @Test(arguments: Architecture.allCases)
  func editingWithABadEmailShowsAnAlertAndChangesNothing(_ architecture: Architecture)
    async throws
  {
    let app = architecture.app(store)
    var form = try await app.openEdit(ada.id)
    form.firstName = "Augusta"
    form.emails.append(LabeledValue(label: "home", value: "ada@"))
    let refused = AppFailure.refused(.invalidEmail("ada@"))
    await #expect(throws: refused) { try await app.edit(ada.id, form) }
    #expect(refused.message == "“ada@” is not an email address like name@example.com")
    #expect(try await store.contact(id: ada.id) == ada)
  }

  @Test(arguments: Architecture.allCases)
  func deleteAsksFirstThenRemovesTheRow(_ architecture: Architecture) async throws {
    let app = architecture.app(store)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Babbage", "Grace Hopper",
      ])
    #expect(try await app.askToDelete(charles.id).fullName == "Charles Babbage")
    #expect(try await store.allContacts() == [ada, charles, grace])
    #expect(try await app.delete(charles.id) == ContactCard(charles))
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Grace Hopper",
      ])
    #expect(try await store.allContacts() == [ada, grace])
  }

  @Test(arguments: Architecture.allCases)
  func cancellingTheDeletionKeepsTheContact(_ architecture: Architecture) async throws {
    let app = architecture.app(store)
    #expect(try await app.askToDelete(grace.id) == ContactCard(grace))
    #expect(try await app.cancelDelete(grace.id) == ContactCard(grace))
    #expect(try await store.allContacts() == [ada, charles, grace])
  }

  @Test(arguments: Architecture.allCases)
  func cancelOnTheAddScreenLeadsBackToTheListAndStoresNothing(_ architecture: Architecture)
    async throws
  {
    let app = architecture.app(store)
    #expect(try await app.cancelAdd() == .list)
    #expect(try await store.allContacts() == [ada, charles, grace])
  }

  @Test(arguments: Architecture.allCases)
  func cancelOnTheEditScreenLeadsBackToTheDetailsAndStoresNothing(_ architecture: Architecture)
    async throws
  {
    let app = architecture.app(store)
    #expect(try await app.cancelEdit(grace.id) == .details(grace.id))
    #expect(try await store.allContacts() == [ada, charles, grace])
  }

  @Test(arguments: Architecture.allCases)
  func openingADeletedContactSaysSo(_ architecture: Architecture) async throws {
    try await store.delete(id: grace.id)
    let app = architecture.app(store)
    let message =
      "Could not load the contact: there is no contact with id 3; it may have been deleted"
    await #expect(throws: AppFailure.notFound(grace.id, message: message)) {
      try await app.show(grace.id)
    }
    await #expect(throws: AppFailure.notFound(grace.id, message: message)) {
      try await app.delete(grace.id)
    }
    await #expect(throws: AppFailure.notFound(grace.id, message: message)) {
      try await app.cancelEdit(grace.id)
    }
  }

  @Test(arguments: Architecture.allCases)
  func searchFindsNamesEmailsAndPhoneDigitsInListOrder(_ architecture: Architecture) async throws {
    _ = try await store.create(ContactDraft(firstName: "Ángel", lastName: "Díaz"))
    let app = architecture.app(store)
    var screens: [ListScreen] = []
    for query in ["ANGE", "lovelace ada", "engine.org", "+44 20 7946", "5550100", "a", "zzz", " "] {
      screens.append(try await app.list(.search(query), in: ContactListWindow()))
    }
    let everyone = ["Ada Lovelace", "Ángel Díaz", "Charles Babbage", "Grace Hopper"]
    #expect(
      screens.map(\.names) == [
        ["Ángel Díaz"], ["Ada Lovelace"], ["Ada Lovelace"], ["Ada Lovelace"], ["Grace Hopper"],
        everyone, [], everyone,
      ])
    #expect(screens[6] == .noResults("zzz"))
  }
}

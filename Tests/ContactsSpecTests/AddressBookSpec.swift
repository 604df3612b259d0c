import ContactsDomain
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
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    await app.tapContact(ada.id)
    #expect(app.events.last == .details(ContactCard(ada)))
    #expect(ContactCard(ada).initials == "AL")
  }

  @Test(arguments: Architecture.allCases)
  func editingANameMovesTheRowToItsNewPlace(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    await app.tapContact(charles.id)
    app.tapEdit()
    var form = ContactForm(charles)
    form.lastName = "Aaronson"
    await app.tapDone(form)
    let updated = Contact(id: charles.id, firstName: "Charles", lastName: "Aaronson")
    #expect(
      app.events == [
        .showed(["Ada Lovelace", "Charles Babbage", "Grace Hopper"]),
        .details(ContactCard(charles)),
        .form(ContactForm(charles), editing: true),
        .addScreenClosed,
        .details(ContactCard(updated)),
        .removed(at: 1),
        .inserted("Charles Aaronson", at: 1),
      ])
    #expect(try await store.contact(id: charles.id) == updated)
  }

  @Test(arguments: Architecture.allCases)
  func editingWithABadEmailShowsAnAlertAndChangesNothing(_ architecture: Architecture)
    async throws
  {
    let app = makeDriver(architecture, repository: store)
    await app.tapContact(ada.id)
    app.tapEdit()
    var form = ContactForm(ada)
    form.firstName = "Augusta"
    form.emails.append(LabeledValue(label: "home", value: "ada@"))
    await app.tapDone(form)
    #expect(app.events.last == .alert("“ada@” is not an email address like name@example.com"))
    #expect(try await store.contact(id: ada.id) == ada)
  }

  @Test(arguments: Architecture.allCases)
  func deleteAsksFirstThenRemovesTheRow(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    await app.tapContact(charles.id)
    app.tapDelete()
    await app.confirmDelete()
    #expect(
      app.events == [
        .showed(["Ada Lovelace", "Charles Babbage", "Grace Hopper"]),
        .details(ContactCard(charles)),
        .confirmDelete("Charles Babbage"),
        .detailsClosed,
        .removed(at: 1),
      ])
    #expect(try await store.allContacts() == [ada, grace])
  }

  @Test(arguments: Architecture.allCases)
  func cancellingTheDeletionKeepsTheContact(_ architecture: Architecture) async throws {
    let app = makeDriver(architecture, repository: store)
    await app.tapContact(grace.id)
    app.tapDelete()
    app.cancelDelete()
    #expect(
      app.events == [
        .details(ContactCard(grace)), .confirmDelete("Grace Hopper"), .details(ContactCard(grace)),
      ])
    #expect(try await store.allContacts() == [ada, charles, grace])
  }

  @Test(arguments: Architecture.allCases)
  func openingADeletedContactSaysSo(_ architecture: Architecture) async throws {
    try await store.delete(id: grace.id)
    let app = makeDriver(architecture, repository: store)
    await app.tapContact(grace.id)
    #expect(
      app.events == [
        .error(
          "Could not load the contact: there is no contact with id 3; it may have been deleted")
      ])
  }

  @Test(arguments: Architecture.allCases)
  func searchFindsNamesEmailsAndPhoneDigitsInListOrder(_ architecture: Architecture) async throws {
    _ = try await store.create(ContactDraft(firstName: "Ángel", lastName: "Díaz"))
    let app = makeDriver(architecture, repository: store)
    for query in ["ANGE", "lovelace ada", "engine.org", "+44 20 7946", "5550100", "a", "zzz", " "] {
      await app.search(query)
    }
    #expect(
      app.events == [
        .showed(["Ángel Díaz"]),
        .showed(["Ada Lovelace"]),
        .showed(["Ada Lovelace"]),
        .showed(["Ada Lovelace"]),
        .showed(["Grace Hopper"]),
        .showed(["Ada Lovelace", "Ángel Díaz", "Charles Babbage", "Grace Hopper"]),
        .noResults("zzz"),
        .showed(["Ada Lovelace", "Ángel Díaz", "Charles Babbage", "Grace Hopper"]),
      ])
  }
}

import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// The address book's stories beyond the article: details, edit, delete, search.
@Suite("Address book spec, MVVM and VIPER alike", .removesTemporaryFolders)
struct AddressBookSpec {
  /// Ada, Charles and Grace in a new store of `factory`.
  struct Book {
    let store: any ContactRepository
    let ada: Contact
    let charles: Contact
    let grace: Contact

    init(_ factory: StoreFactory) async throws {
      store = try await factory.make().contacts
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
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func openingAContactShowsItsDetails(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(try await app.show(book.ada.id) == ContactCard(book.ada))
    #expect(ContactCard(book.ada).initials == "AL")
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aCompanyThatNamesAPersonIsListedShownAndInitialledByItsOrganization(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let app = architecture.app(try await factory.make().contacts)
    var form = ContactForm(firstName: "Wile", lastName: "Coyote", organization: "Acme Inc.")
    form.isCompany = true
    let card = try await app.add(form).card
    #expect(card.fullName == "Acme Inc.")
    #expect(card.initials == "A")
    #expect(card.shownDetails.first?.caption == "Name")
    #expect(card.shownDetails.first?.lines == ["Wile Coyote"])
    let shown = try await app.show(card.id)
    #expect(shown.fullName == "Acme Inc.")
    #expect(shown.details.isCompany)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func editingANameMovesTheRowToItsNewPlace(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Babbage", "Grace Hopper",
      ])
    #expect(try await app.show(book.charles.id) == ContactCard(book.charles))
    var form = try await app.openEdit(book.charles.id)
    #expect(form == ContactForm(book.charles))
    form.lastName = "Aaronson"
    let updated = Contact(id: book.charles.id, firstName: "Charles", lastName: "Aaronson")
    #expect(try await app.edit(book.charles.id, form) == updated)
    #expect(try await app.show(book.charles.id) == ContactCard(updated))
    // Removed at 1, inserted at 1: "Aaronson" sorts by first name, still between the others.
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Aaronson", "Grace Hopper",
      ])
    #expect(try await book.store.contact(id: book.charles.id) == updated)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func editingWithABadEmailShowsAnAlertAndChangesNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    var form = try await app.openEdit(book.ada.id)
    form.firstName = "Augusta"
    form.emails.append(LabeledValue(label: "home", value: "ada@"))
    let refused = AppFailure.refused(.invalidEmail("ada@"))
    await #expect(throws: refused) { try await app.edit(book.ada.id, form) }
    #expect(try await book.store.contact(id: book.ada.id) == book.ada)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func deleteAsksFirstThenRemovesTheRow(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Babbage", "Grace Hopper",
      ])
    #expect(try await app.askToDelete(book.charles.id).fullName == "Charles Babbage")
    #expect(try await book.store.allContacts() == [book.ada, book.charles, book.grace])
    #expect(try await app.delete(book.charles.id) == ContactCard(book.charles))
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Grace Hopper",
      ])
    #expect(try await book.store.allContacts() == [book.ada, book.grace])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func cancellingTheDeletionKeepsTheContact(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(try await app.askToDelete(book.grace.id) == ContactCard(book.grace))
    #expect(try await app.cancelDelete(book.grace.id) == ContactCard(book.grace))
    #expect(try await book.store.allContacts() == [book.ada, book.charles, book.grace])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func cancelOnTheAddScreenLeadsBackToTheListAndStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(try await app.cancelAdd() == .list)
    #expect(try await book.store.allContacts() == [book.ada, book.charles, book.grace])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func cancelOnTheEditScreenLeadsBackToTheDetailsAndStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let book = try await Book(factory)
    let app = architecture.app(book.store)
    #expect(try await app.cancelEdit(book.grace.id) == .details(book.grace.id))
    #expect(try await book.store.allContacts() == [book.ada, book.charles, book.grace])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func openingADeletedContactSaysSo(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let book = try await Book(factory)
    try await book.store.delete(id: book.grace.id)
    let app = architecture.app(book.store)
    let gone = AppFailure(.loadContact, ContactStoreError.notFound(book.grace.id))
    await #expect(throws: gone) { try await app.show(book.grace.id) }
    await #expect(throws: gone) { try await app.delete(book.grace.id) }
    await #expect(throws: gone) { try await app.cancelEdit(book.grace.id) }
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func searchFindsNamesEmailsAndPhoneDigitsInListOrder(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let book = try await Book(factory)
    _ = try await book.store.create(ContactDraft(firstName: "Ángel", lastName: "Díaz"))
    let app = architecture.app(book.store)
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

import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: AddContactViewModel")
struct AddContactViewModelTests {
  @Test func doneWithBlankLastNameShowsTheAlertAndStoresNothing() async {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: "Ada", lastName: "   "))
    #expect(add.alert == AppFailure.refused(.missingName).message)
    #expect(add.outcome == nil)
    #expect(await repository.calls == [])
  }

  @Test func doneWithBlankFirstNameShowsTheAlertAndStoresNothing() async {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: "", lastName: "Lovelace"))
    #expect(add.alert == AppFailure.refused(.missingName).message)
    #expect(await repository.calls == [])
  }

  @Test func doneWithATooLongNameShowsItsOwnAlert() async {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(
      ContactForm(firstName: "Ada", lastName: String(repeating: "a", count: 101)))
    #expect(add.alert == AppFailure.refused(.tooLong(.lastName, limit: 100)).message)
    #expect(add.outcome == nil)
    #expect(await repository.calls == [])
  }

  @Test func doneWithValidNamesStoresTheTrimmedDraftAndEndsWithTheContact() async throws {
    let repository = RepositorySpy(contacts: [.fixture(7, "Alan", "Turing")])
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: "  Ada ", lastName: "Lovelace\n"))
    let draft = try ContactDraft(firstName: "Ada", lastName: "Lovelace")
    #expect(await repository.calls == [.create(draft)])
    #expect(add.outcome == .added(.fixture(8, "Ada", "Lovelace")))
    #expect(add.alert == nil)
  }

  @Test func fixingTheNamesAfterAnAlertClearsIt() async throws {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: "Ada", lastName: ""))
    await add.doneTapped(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    #expect(add.alert == nil)
    #expect(add.outcome == .added(.fixture(1, "Ada", "Lovelace")))
    #expect(
      await repository.calls == [.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))])
  }

  @Test func aStoreFailureShowsAReadableAlertAndDoesNotClose() async throws {
    let repository = RepositorySpy(failure: .diskFull)
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: "Ada", lastName: "Lovelace"))
    #expect(add.alert == AppFailure(.saveContact, ContactStoreError.diskFull).message)
    #expect(add.outcome == nil)
    #expect(
      await repository.calls == [.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))])
  }

  @Test func cancelEndsTheScreenAndStoresNothing() async {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    add.cancelTapped()
    #expect(add.outcome == .cancelled)
    #expect(add.alert == nil)
    #expect(await repository.calls == [])
  }

  @Test func nothingHappensBeforeTheUserActs() async {
    let repository = RepositorySpy()
    let add = AddContactViewModel(repository: repository)
    #expect(add.outcome == nil)
    #expect(add.alert == nil)
    #expect(await repository.calls == [])
  }
}

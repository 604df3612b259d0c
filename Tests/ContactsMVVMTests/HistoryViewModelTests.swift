import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: HistoryViewModel")
struct HistoryViewModelTests {
  /// A spy holding Zoe Adams edited twice: her last name, then her note.
  private func edited() async throws -> (RepositorySpy, Contact) {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let zoe = Contact.typedFour[0]
    var form = ContactForm(firstName: "Zoe", lastName: "Baker")
    _ = try await repository.update(id: zoe.id, with: try ContactDraft(form))
    form.note = "moved"
    _ = try await repository.update(id: zoe.id, with: try ContactDraft(form))
    return (repository, zoe)
  }

  @Test func theScreenShowsTheVersionsNewestFirstWithWhatChanged() async throws {
    let (repository, zoe) = try await edited()
    let screen = HistoryViewModel(repository: repository, contactID: zoe.id, limit: 1)
    await screen.viewDidLoad()
    let shown = try #require(screen.screen)
    #expect(shown.rows.map(\.number) == [2])
    #expect(shown.rows.map(\.changed) == ["Note"])
    #expect(shown.edited == "Edited 2 times")
    #expect(shown.notice == "The newest 1 of 2 versions.")
    #expect(screen.errorMessage == nil)
  }

  @Test func aVersionChosenIsShownAsItWasAndAMissingOneIsRefused() async throws {
    let (repository, zoe) = try await edited()
    let screen = HistoryViewModel(repository: repository, contactID: zoe.id)
    await screen.versionSelected(1)
    #expect(screen.version?.card.lastName == "Adams")
    #expect(screen.version?.changed == "Name")
    await screen.versionSelected(3)
    #expect(screen.version == nil)
    #expect(screen.errorMessage == HistoryScreen.noSuchVersion(3, of: 1).message)
  }

  @Test func revertPutsTheVersionBackAndSaysSo() async throws {
    let (repository, zoe) = try await edited()
    let screen = HistoryViewModel(repository: repository, contactID: zoe.id)
    await screen.revertTapped(1)
    #expect(screen.outcome?.sentence == "Reverted Zoe Adams to version 1")
    #expect(try await repository.contact(id: zoe.id).lastName == "Adams")
  }

  @Test func aRevertToAMissingVersionNamesTheVersionsAndChangesNothing() async throws {
    let (repository, zoe) = try await edited()
    let screen = HistoryViewModel(repository: repository, contactID: zoe.id)
    await screen.revertTapped(3)
    #expect(screen.outcome?.sentence == nil)
    #expect(screen.errorMessage == HistoryScreen.missingVersion(3, of: zoe.id, total: 2)?.message)
    #expect(try await repository.contact(id: zoe.id).note == "moved")
  }

  @Test func aStoreFailureIsShownAndNoScreen() async {
    let screen = HistoryViewModel(repository: RepositorySpy(failure: .diskFull), contactID: 1)
    await screen.viewDidLoad()
    #expect(screen.screen == nil)
    #expect(screen.errorMessage == AppFailure(.loadHistory, ContactStoreError.diskFull).message)
  }
}

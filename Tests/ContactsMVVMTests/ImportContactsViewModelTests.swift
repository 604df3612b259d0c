import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@Suite("MVVM: ImportContactsViewModel")
struct ImportContactsViewModelTests {
  private let format = LineFormatSpy()
  private let lockedMessage = AppFailure(.importContacts, ContactStoreError.locked).message

  private func item(_ uid: String, _ first: String, _ last: String) throws -> ContactImport {
    ContactImport(uid: uid, draft: try ContactDraft(firstName: first, lastName: last))
  }

  @Test func importingAFileStoresItsContactsAndShowsTheSummaryWithTheSkippedCards() async throws {
    let repository = RepositorySpy()
    let screen = ImportContactsViewModel(repository: repository, format: format)
    var reports: [ImportProgress] = []
    screen.progressChanged = { reports.append($0) }
    let file = LineFormatSpy.file("u1;Ada;Lovelace", "skip:no name", "u2;Alan;Turing")
    await screen.importTapped(files: [ImportFile(name: "a.txt", data: file)], dryRun: false)

    let summary = ImportSummary(
      counts: ImportCounts(added: 2), skipped: ["a.txt, line 2: no name"], isDryRun: false)
    #expect(screen.summary == summary)
    #expect(summary.sentence == "Added 2 contacts, skipped 1 card:")
    #expect(summary.changedContacts)
    #expect(screen.errorMessage == nil)
    #expect(screen.progress == ImportProgress(done: 2, total: 2))
    #expect(reports == [ImportProgress(done: 2, total: 2)])
    let items = [try item("u1", "Ada", "Lovelace"), try item("u2", "Alan", "Turing")]
    #expect(await repository.calls == [.importContacts(items, dryRun: false)])
  }

  @Test func everyFileIsReadBeforeAnythingIsStoredAndAMalformedOneStoresNothing() async {
    let repository = RepositorySpy()
    let screen = ImportContactsViewModel(repository: repository, format: format)
    await screen.importTapped(
      files: [
        ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace")),
        ImportFile(name: "b.txt", data: LineFormatSpy.file("u2;Alan;Turing", "BAD")),
      ], dryRun: false)
    #expect(
      screen.errorMessage
        == "\(ScreenAction.importContacts.failureSentence): b.txt, line 2: not a contact line")
    #expect(screen.summary == nil)
    #expect(format.calls == [.read("a.txt"), .read("b.txt")])
    #expect(await repository.calls == [])
  }

  @Test func allFilesGoToTheRepositoryInOneCall() async throws {
    let repository = RepositorySpy()
    let screen = ImportContactsViewModel(repository: repository, format: format)
    await screen.importTapped(
      files: [
        ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace")),
        ImportFile(name: "b.txt", data: LineFormatSpy.file("u2;Alan;Turing")),
      ], dryRun: false)
    let items = [try item("u1", "Ada", "Lovelace"), try item("u2", "Alan", "Turing")]
    #expect(await repository.calls == [.importContacts(items, dryRun: false)])
  }

  @Test func aDryRunCountsWithoutChangingAnythingAndSaysWould() async throws {
    let repository = RepositorySpy()
    let screen = ImportContactsViewModel(repository: repository, format: format)
    await screen.importTapped(
      files: [ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace"))], dryRun: true)
    let summary = try #require(screen.summary)
    #expect(summary.sentence == "Would add 1 contact.")
    #expect(!summary.changedContacts)
    #expect(try await repository.exportContacts(after: nil, limit: 10).isEmpty)
  }

  @Test func importingTheSameFileAgainCountsEveryContactUnchanged() async {
    let screen = ImportContactsViewModel(repository: RepositorySpy(), format: format)
    let file = LineFormatSpy.file("u1;Ada;Lovelace;BDAY", "u2;Alan;Turing")
    await screen.importTapped(files: [ImportFile(name: "a.txt", data: file)], dryRun: false)
    await screen.importTapped(files: [ImportFile(name: "a.txt", data: file)], dryRun: false)
    #expect(screen.summary?.counts == ImportCounts(unchanged: 2))
    #expect(screen.summary?.changedContacts == false)
  }

  @Test func aStoreFailureShowsAReadableErrorAndASuccessClearsIt() async {
    let repository = RepositorySpy(failure: .locked)
    let screen = ImportContactsViewModel(repository: repository, format: format)
    let file = LineFormatSpy.file("u1;Ada;Lovelace")
    await screen.importTapped(files: [ImportFile(name: "a.txt", data: file)], dryRun: false)
    #expect(screen.errorMessage == lockedMessage)
    #expect(screen.summary == nil)
    await repository.fail(with: nil)
    await screen.importTapped(files: [ImportFile(name: "a.txt", data: file)], dryRun: false)
    #expect(screen.errorMessage == nil)
    #expect(screen.summary?.counts == ImportCounts(added: 1))
  }

  @Test func itOffersTheFormatsFileExtension() {
    #expect(
      ImportContactsViewModel(repository: RepositorySpy(), format: format).fileExtension == "txt")
  }
}

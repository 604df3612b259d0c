import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Foundation
import Testing

@Suite("VIPER: the import module")
struct ImportContactsModuleTests {
  /// An import module and the spies around it, kept alive by the test as a front end would.
  private struct Module {
    let presenter: any ImportContactsPresenterInterface
    let view = ImportContactsViewSpy()
    let format = LineFormatSpy()
    let repository: RepositorySpy

    init(_ repository: RepositorySpy = RepositorySpy()) {
      self.repository = repository
      presenter = ImportContactsWireframe.createImportContactsModule(
        view: view, repository: repository, format: format)
    }
  }

  private func items(_ names: (String, String, String)...) throws -> [ContactImport] {
    try names.map { ContactImport(uid: $0, draft: try ContactDraft(firstName: $1, lastName: $2)) }
  }

  @Test func importShowsProgressThenTheSummary() async throws {
    let module = Module()
    let file = LineFormatSpy.file("u1;Ada;Lovelace", "skip:no name", "u2;Alan;Turing")
    await module.presenter.importTapped(
      files: [ImportFile(name: "a.txt", data: file)], dryRun: false)
    let summary = ImportSummary(
      counts: ImportCounts(added: 2), skipped: ["a.txt, line 2: no name"], isDryRun: false)
    #expect(
      module.view.calls == [.progress(ImportProgress(done: 2, total: 2)), .summary(summary)])
    let stored = try items(("u1", "Ada", "Lovelace"), ("u2", "Alan", "Turing"))
    #expect(await module.repository.calls == [.importContacts(stored, dryRun: false)])
  }

  @Test func everyFileIsReadFirstAndAMalformedOneShowsItsLineAndStoresNothing() async {
    let module = Module()
    await module.presenter.importTapped(
      files: [
        ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace")),
        ImportFile(name: "b.txt", data: LineFormatSpy.file("BAD")),
      ], dryRun: false)
    #expect(
      module.view.calls == [
        .error("\(ScreenAction.importContacts.failureSentence): b.txt, line 1: not a contact line")
      ])
    #expect(module.format.calls == [.read("a.txt"), .read("b.txt")])
    #expect(await module.repository.calls == [])
  }

  @Test func aDryRunIsCountedAndReportedAsSuch() async throws {
    let module = Module()
    await module.presenter.importTapped(
      files: [ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace"))], dryRun: true)
    let summary = ImportSummary(counts: ImportCounts(added: 1), isDryRun: true)
    #expect(module.view.calls.last == .summary(summary))
    let stored = try items(("u1", "Ada", "Lovelace"))
    #expect(await module.repository.calls == [.importContacts(stored, dryRun: true)])
  }

  @Test func pickingNoFileShowsAnError() async {
    let module = Module()
    await module.presenter.importTapped(files: [], dryRun: false)
    #expect(module.view.calls == [.error(AppFailure(.importContacts, ImportError.noFile).message)])
    #expect(await module.repository.calls == [])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let module = Module(RepositorySpy(failure: .readOnly))
    await module.presenter.importTapped(
      files: [ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace"))], dryRun: false
    )
    #expect(
      module.view.calls == [
        .error(AppFailure(.importContacts, ContactStoreError.readOnly).message)
      ])
  }

  @Test func theModuleDoesNotKeepItsViewAlive() {
    weak var weakView: ImportContactsViewSpy?
    var presenter: (any ImportContactsPresenterInterface)?
    do {
      let view = ImportContactsViewSpy()
      weakView = view
      presenter = ImportContactsWireframe.createImportContactsModule(
        view: view, repository: RepositorySpy(), format: LineFormatSpy())
    }
    #expect(presenter != nil)
    #expect(weakView == nil)
  }
}

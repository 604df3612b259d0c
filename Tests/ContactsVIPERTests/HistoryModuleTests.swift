import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the History module")
struct HistoryModuleTests {
  private struct Module {
    let presenter: any HistoryPresenterInterface
    let view = HistoryViewSpy()

    init(_ repository: RepositorySpy, _ id: Contact.ID) {
      presenter = HistoryWireframe.createHistoryModule(
        view: view, repository: repository, contactID: id, limit: 3)
    }
  }

  @Test func theScreenShowsTheVersionsAVersionAndWhatARevertDid() async throws {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let zoe = Contact.typedFour[0]
    let edited = try await repository.update(
      id: zoe.id, with: try ContactDraft(firstName: "Zoe", lastName: "Baker"))
    let module = Module(repository, zoe.id)
    await module.presenter.viewDidLoad()
    await module.presenter.versionSelected(1)
    await module.presenter.revertTapped(1)
    let history = try await repository.history(of: zoe.id, limit: 3)
    let before = ContactHistory(total: 1, versions: [history.versions[1]])
    let row = HistoryScreen(contact: edited, history: before).rows[0]
    #expect(
      module.view.calls == [
        .screen(HistoryScreen(contact: edited, history: before)), .version(row),
        .outcome(.reverted(zoe, to: 1)),
      ])
  }

  @Test func aMissingVersionAndAStoreFailureShowReadableErrors() async throws {
    let module = Module(RepositorySpy(contacts: Contact.typedFour), 1)
    await module.presenter.versionSelected(2)
    await module.presenter.revertTapped(2)
    let failing = Module(RepositorySpy(failure: .diskFull), 1)
    await failing.presenter.revertTapped(1)
    #expect(
      module.view.calls == [
        .error(HistoryScreen.noSuchVersion(2, of: 1).message),
        .error(try #require(HistoryScreen.missingVersion(2, of: 1, total: 0)).message),
      ])
    #expect(
      failing.view.calls == [.error(AppFailure(.revertContact, ContactStoreError.diskFull).message)]
    )
  }
}

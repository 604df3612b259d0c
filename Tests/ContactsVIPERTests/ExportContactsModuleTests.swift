import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Foundation
import Testing

@Suite("VIPER: the export module")
struct ExportContactsModuleTests {
  private struct Module {
    let presenter: any ExportContactsPresenterInterface
    let view = ExportContactsViewSpy()
    let repository: RepositorySpy

    init(_ repository: RepositorySpy, windowSize: Int = 3) {
      self.repository = repository
      presenter = ExportContactsWireframe.createExportContactsModule(
        view: view, repository: repository, format: LineFormatSpy(), windowSize: windowSize)
    }
  }

  /// A write that fails, as on a full disk.
  private struct DiskFull: UserFacingError {
    var message: String { "no space left on the disk" }
  }

  private let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }

  private func lines(_ contacts: ArraySlice<Contact>) -> Data {
    Data(contacts.map { "urn:spy:\($0.id);\($0.firstName);\($0.lastName);\n" }.joined().utf8)
  }

  @Test func exportHandsTheViewTheFileWindowAfterWindowThenSaysItIsComplete() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    await module.presenter.exportTapped()
    #expect(
      module.view.calls == [
        .write(lines(inAppOrder[0..<3])), .write(lines(inAppOrder[3...])),
        .finished(ExportSummary(count: 4, fileName: "contacts.txt", mediaType: "text/plain")),
      ])
    #expect(
      await module.repository.calls == [
        .exportContacts(after: nil, limit: 3),
        .exportContacts(after: inAppOrder[2].position, limit: 3),
        .exportContacts(after: inAppOrder[3].position, limit: 3),
      ])
  }

  @Test func aWriteTheViewCannotKeepStopsTheExport() async {
    let module = Module(RepositorySpy(contacts: Contact.typedFour))
    module.view.failure = DiskFull()
    await module.presenter.exportTapped()
    #expect(
      module.view.calls == [
        .write(lines(inAppOrder[0..<3])),
        .error(AppFailure(.exportContacts, DiskFull()).message),
      ])
    #expect(await module.repository.calls == [.exportContacts(after: nil, limit: 3)])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let module = Module(RepositorySpy(failure: .locked))
    await module.presenter.exportTapped()
    #expect(
      module.view.calls == [.error(AppFailure(.exportContacts, ContactStoreError.locked).message)])
  }
}

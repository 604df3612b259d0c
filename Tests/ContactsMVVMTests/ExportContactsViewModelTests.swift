import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@Suite("MVVM: ExportContactsViewModel")
struct ExportContactsViewModelTests {
  private let format = LineFormatSpy()
  private let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }

  /// A write that fails, as on a full disk.
  private struct DiskFull: UserFacingError {
    var message: String { "no space left on the disk" }
  }

  @Test func theFileIsWrittenWindowAfterWindowInListOrder() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let screen = ExportContactsViewModel(repository: repository, format: format, windowSize: 3)
    var chunks: [Data] = []
    await screen.exportTapped { chunks.append($0) }

    #expect(chunks.count == 2)
    let lines = inAppOrder.map { "urn:spy:\($0.id);\($0.firstName);\($0.lastName);\n" }
    #expect(String(decoding: chunks.joined(), as: UTF8.self) == lines.joined())
    #expect(
      screen.summary == ExportSummary(count: 4, fileName: "contacts.txt", mediaType: "text/plain"))
    #expect(screen.summary?.message == "Exported 4 contacts")
    #expect(screen.errorMessage == nil)
    #expect(
      await repository.calls == [
        .exportContacts(after: nil, limit: 3),
        .exportContacts(after: inAppOrder[2].position, limit: 3),
        .exportContacts(after: inAppOrder[3].position, limit: 3),
      ])
  }

  @Test func aFailedWriteStopsTheExportAndIsShown() async {
    let repository = RepositorySpy(contacts: Contact.typedFour)
    let screen = ExportContactsViewModel(repository: repository, format: format, windowSize: 3)
    await screen.exportTapped { _ in throw DiskFull() }
    #expect(screen.errorMessage == AppFailure(.exportContacts, DiskFull()).message)
    #expect(screen.summary == nil)
    #expect(await repository.calls == [.exportContacts(after: nil, limit: 3)])
  }

  @Test func aStoreFailureIsShown() async {
    let screen = ExportContactsViewModel(
      repository: RepositorySpy(failure: .diskFull), format: format)
    var written = 0
    await screen.exportTapped { _ in written += 1 }
    #expect(screen.errorMessage == AppFailure(.exportContacts, ContactStoreError.diskFull).message)
    #expect(written == 0)
  }

  @Test func anEmptyAddressBookWritesNothingAndSaysSo() async {
    let screen = ExportContactsViewModel(repository: RepositorySpy(), format: format)
    var written = 0
    await screen.exportTapped { _ in written += 1 }
    #expect(written == 0)
    #expect(screen.summary?.message == "Exported 0 contacts")
    #expect(format.calls == [])
  }
}

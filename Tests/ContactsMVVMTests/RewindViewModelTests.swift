import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@Suite("MVVM: RewindViewModel")
struct RewindViewModelTests {
  private let before = Date(timeIntervalSince1970: 1_795_694_400)

  @Test func theDryRunSaysWhatWouldChangeAndTheRewindDoesIt() async throws {
    let repository = RepositorySpy()
    await repository.setDate(before.addingTimeInterval(60))
    _ = try await repository.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    let screen = RewindViewModel(repository: repository)
    await screen.timeChosen(before)
    #expect(screen.screen?.isDone == false)
    #expect(
      screen.screen?.lines.map(\.sentence) == [
        "1 contact added since would go to Recently deleted"
      ])
    #expect(try await repository.page(PageRequest(limit: 5)).contacts.count == 1)
    await screen.rewindConfirmed(before)
    #expect(screen.screen?.isDone == true)
    #expect(screen.screen?.lines.map(\.names) == ["Ada Lovelace"])
    #expect(try await repository.page(PageRequest(limit: 5)).contacts.isEmpty)
  }

  @Test func aStoreFailureIsShownAndNoScreen() async {
    let screen = RewindViewModel(repository: RepositorySpy(failure: .diskFull))
    await screen.rewindConfirmed(before)
    #expect(screen.screen == nil)
    #expect(screen.errorMessage == AppFailure(.rewind, ContactStoreError.diskFull).message)
  }
}

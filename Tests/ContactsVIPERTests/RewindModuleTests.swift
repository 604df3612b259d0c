import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Foundation
import Testing

@Suite("VIPER: the Rewind module")
struct RewindModuleTests {
  private let before = Date(timeIntervalSince1970: 1_795_694_400)

  @Test func theDryRunThenTheRewindAreShown() async throws {
    let repository = RepositorySpy()
    await repository.setDate(before.addingTimeInterval(60))
    _ = try await repository.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    let view = RewindViewSpy()
    let presenter = RewindWireframe.createRewindModule(view: view, repository: repository)
    await presenter.timeChosen(before)
    await presenter.rewindConfirmed(before)
    let plan = RewindPlan(
      date: before, removed: .init(count: 1, names: ["Ada Lovelace"]),
      restored: .init(count: 0, names: []), reverted: .init(count: 0, names: []))
    #expect(
      view.calls == [
        .screen(RewindScreen(plan: plan, isDone: false)),
        .screen(RewindScreen(plan: plan, isDone: true)),
      ])
    #expect(try await repository.deletedContacts(limit: 5).map(\.fullName) == ["Ada Lovelace"])
  }

  @Test func aStoreFailureShowsAReadableError() async {
    let view = RewindViewSpy()
    let presenter = RewindWireframe.createRewindModule(
      view: view, repository: RepositorySpy(failure: .diskFull))
    await presenter.timeChosen(before)
    #expect(view.calls == [.error(AppFailure(.planRewind, ContactStoreError.diskFull).message)])
  }
}

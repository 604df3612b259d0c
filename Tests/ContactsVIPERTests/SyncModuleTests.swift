import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Foundation
import Testing

@Suite("VIPER: the sync module")
struct SyncModuleTests {
  private static let pulled = SyncReport.counting(fromServer: (1, 0, 0))

  /// A sync module and the spies around it, kept alive by the test as a front end would.
  private struct Module {
    let presenter: any SyncPresenterInterface
    let view = SyncViewSpy()
    let manager: SyncManagerSpy

    init(_ manager: SyncManagerSpy) {
      self.manager = manager
      presenter = SyncWireframe.createSyncModule(view: view, manager: manager)
    }
  }

  @Test func theScreenShowsTheAccountsAndTheirConflicts() async {
    let module = Module(SyncManagerSpy(states: [.home], conflicts: [.adaNote]))
    await module.presenter.viewDidLoad()
    #expect(module.view.calls == [.accounts([.home], conflicts: [.adaNote])])
    #expect(await module.manager.calls == [.accounts, .conflicts])
  }

  @Test func syncNowShowsProgressThenTheSummary() async {
    let module = Module(SyncManagerSpy(report: Self.pulled))
    await module.presenter.syncTapped(account: nil, dryRun: false, confirmed: false)
    let synced = [SyncedAccount(account: "home", report: Self.pulled)]
    #expect(
      module.view.calls == [
        .progress(SyncProgress(account: "home", step: .asking)),
        .progress(SyncProgress(account: "home", step: .receiving, done: 1, total: 1)),
        .synced(synced), .accounts([], conflicts: []),
      ])
    #expect(await module.manager.calls == [.sync(nil, SyncOptions()), .accounts, .conflicts])
  }

  @Test func aStopAsksToConfirmAndConfirmRepeatsTheSyncConfirmed() async {
    let module = Module(SyncManagerSpy(stopReason: "the sync would delete 9 of the 9 contacts"))
    await module.presenter.syncTapped(account: "home", dryRun: true, confirmed: false)
    #expect(
      module.view.calls.dropFirst(2).first
        == .confirm(
          account: "home", reason: "the sync would delete 9 of the 9 contacts", synced: []))
    await module.presenter.syncTapped(account: "home", dryRun: true, confirmed: true)
    #expect(
      await module.manager.calls == [
        .sync("home", SyncOptions(dryRun: true)), .accounts, .conflicts,
        .sync("home", SyncOptions(dryRun: true, confirmed: true)), .accounts, .conflicts,
      ])
    guard case .synced = module.view.calls.dropLast().last else {
      Issue.record("Confirm did not sync: \(module.view.calls)")
      return
    }
  }

  @Test func aServerThatCannotBeReachedIsShown() async {
    let failure = RemoteError.unreachable(url: "https://dav.example.com/", reason: "timed out")
    let module = Module(SyncManagerSpy(failure: failure))
    await module.presenter.syncTapped(account: nil, dryRun: false, confirmed: false)
    #expect(module.view.calls == [.error(AppFailure(.sync, failure))])
  }

  @Test func keepMineAndKeepTheServersResolveAndAMissingConflictIsShown() async {
    let module = Module(SyncManagerSpy(states: [.home], conflicts: [.adaNote]))
    await module.presenter.keepServersTapped(7)
    await module.presenter.keepMineTapped(7)
    #expect(
      module.view.calls == [
        .resolved(.adaNote),
        .error(AppFailure(.keep(.mine), SyncLedgerError.noConflict(7))),
      ])
    #expect(await module.manager.calls == [.resolve(7, .server), .resolve(7, .mine)])
  }
}

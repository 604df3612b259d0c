import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: SyncViewModel")
struct SyncViewModelTests {
  private static let pulled = SyncReport.counting(fromServer: (0, 2, 0))

  @Test func theScreenLoadsTheAccountsAndConflictsAndStartsIdle() async {
    let screen = SyncViewModel(manager: SyncManagerSpy(states: [.home], conflicts: [.adaNote]))
    await screen.viewDidLoad()
    #expect(screen.accounts == [.home])
    #expect(screen.conflicts == [.adaNote])
    #expect(screen.state == .idle)
    #expect(screen.failure == nil)
  }

  @Test func syncNowGoesThroughProgressToTheSummaryAndReloadsTheAccounts() async {
    let manager = SyncManagerSpy(states: [.home], report: Self.pulled)
    let screen = SyncViewModel(manager: manager)
    var seen: [SyncScreenState] = []
    screen.progressChanged = { _ in seen.append(screen.state) }
    await screen.syncTapped()
    #expect(
      seen == [
        .syncing(SyncProgress(account: "home", step: .asking)),
        .syncing(SyncProgress(account: "home", step: .receiving, done: 1, total: 1)),
      ])
    #expect(screen.state == .synced([SyncedAccount(account: "home", report: Self.pulled)]))
    #expect(screen.changedContacts)
    #expect(screen.accounts == [.home])
    #expect(await manager.calls == [.sync(nil, SyncOptions()), .accounts, .conflicts])
  }

  @Test func aStopWaitsForConfirmWhichSyncsConfirmed() async {
    let manager = SyncManagerSpy(stopReason: "the server lists no cards, but 2 were synced before")
    let screen = SyncViewModel(manager: manager)
    await screen.syncTapped(account: "home")
    #expect(
      screen.state
        == .needsConfirmation(
          synced: [], account: "home", reason: "the server lists no cards, but 2 were synced before"
        ))
    #expect(!screen.changedContacts)
    await screen.syncTapped(account: "home", confirmed: true)
    #expect(
      await manager.calls == [
        .sync("home", SyncOptions()), .accounts, .conflicts,
        .sync("home", SyncOptions(confirmed: true)), .accounts, .conflicts,
      ])
    guard case .synced = screen.state else {
      Issue.record("Confirm did not sync: \(screen.state)")
      return
    }
  }

  @Test func aWrongPasswordFailsTheSyncWithItsSentence() async {
    let failure = RemoteError.unauthorized(url: "https://dav.example.com/")
    let screen = SyncViewModel(manager: SyncManagerSpy(failure: failure))
    await screen.syncTapped()
    #expect(screen.state == .failed(AppFailure(.sync, failure)))
    await screen.viewDidLoad()
    #expect(screen.failure == AppFailure(.readSyncAccounts, failure))
  }

  @Test func keepTheServersResolvesTheConflictAndTheListOfConflictsShrinks() async {
    let screen = SyncViewModel(manager: SyncManagerSpy(states: [.home], conflicts: [.adaNote]))
    await screen.viewDidLoad()
    await screen.keepServersTapped(7)
    #expect(screen.resolved == .adaNote)
    #expect(screen.conflicts == [])
    await screen.keepMineTapped(7)
    #expect(screen.resolved == nil)
    #expect(screen.failure == AppFailure(.keep(.mine), SyncLedgerError.noConflict(7)))
  }
}

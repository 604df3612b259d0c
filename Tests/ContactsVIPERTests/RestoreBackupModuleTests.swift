import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVIPER
import Testing

@Suite("VIPER: the restore module")
struct RestoreBackupModuleTests {
  /// What the presenter showed, in order.
  private final class ViewSpy: RestoreBackupViewInterface {
    enum Call: Equatable {
      case backups(BackupsScreen)
      case changes(BackupChanges)
      case restored(RestoredBackup)
      case error(AppFailure)
    }

    private(set) var calls: [Call] = []

    func showBackups(_ backups: BackupsScreen) { calls.append(.backups(backups)) }
    func showChanges(_ changes: BackupChanges) { calls.append(.changes(changes)) }
    func showRestored(_ restored: RestoredBackup) { calls.append(.restored(restored)) }
    func showError(_ failure: AppFailure) { calls.append(.error(failure)) }
  }

  @Test func aPickedBackupShowsItsChangesThenAConfirmedRestoreShowsWhereTheBookIsKept() async {
    let view = ViewSpy()
    let backups = BookBackupsSpy(changes: .adaBack)
    let presenter = RestoreBackupWireframe.createRestoreBackupModule(view: view, backups: backups)
    await presenter.backupPicked("old.sqlite")
    await presenter.restoreConfirmed("old.sqlite")
    #expect(
      view.calls == [
        .changes(.adaBack),
        .restored(
          RestoredBackup(changes: .adaBack, keptAt: "/book/backups/before-restore.sqlite")),
      ])
    #expect(await backups.calls == ["preview old.sqlite", "restore old.sqlite"])
  }

  @Test func theScreenAppearsListingTheKeptBackups() async {
    let view = ViewSpy()
    let backups = BookBackupsSpy(changes: .adaBack, files: [.daily])
    await RestoreBackupWireframe.createRestoreBackupModule(view: view, backups: backups)
      .viewAppeared()
    #expect(view.calls == [.backups(BackupsScreen(files: [.daily]))])
    #expect(await backups.calls == ["list"])
  }

  @Test func aRefusedBackupIsShownWithItsSentence() async {
    let view = ViewSpy()
    let refusal = BackupError.damaged(
      path: "old.sqlite", reason: "database disk image is malformed")
    let presenter = RestoreBackupWireframe.createRestoreBackupModule(
      view: view, backups: BookBackupsSpy(changes: .adaBack, failure: refusal))
    await presenter.backupPicked("old.sqlite")
    #expect(view.calls == [.error(AppFailure(.restoreBackup, refusal))])
  }
}

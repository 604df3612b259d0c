import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("MVVM: RestoreBackupViewModel")
struct RestoreBackupViewModelTests {
  @Test func pickingABackupShowsWhatChangesAndRestoresNothing() async {
    let backups = BookBackupsSpy(changes: .adaBack)
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.backupPicked("old.sqlite")
    #expect(screen.changes == .adaBack)
    #expect(screen.restored == nil)
    #expect(screen.failure == nil)
    #expect(await backups.calls == ["preview old.sqlite"])
  }

  @Test func confirmingRestoresAndSaysWhereTheOldBookIsKept() async {
    let backups = BookBackupsSpy(changes: .adaBack)
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.restoreConfirmed("old.sqlite")
    #expect(screen.restored?.keptAt == "/book/backups/before-restore.sqlite")
    #expect(await backups.calls == ["restore old.sqlite"])
  }

  @Test func appearingListsTheKeptBackupsWithTheirDateSizeAndCount() async {
    let backups = BookBackupsSpy(changes: .adaBack, files: [.daily])
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.viewAppeared()
    let row = screen.files?.rows.first
    #expect(row?.name == "contacts-2026-11-25.sqlite")
    #expect(row?.date == "2026-11-25 14:03 UTC")
    #expect(row?.size == "12 kB")
    #expect(row?.contacts == "3 contacts")
    #expect(await backups.calls == ["list"])
  }

  @Test func aFolderThatCannotBeListedIsShownWithItsSentence() async {
    let screen = RestoreBackupViewModel(
      backups: BookBackupsSpy(changes: .adaBack, failure: BackupError.unavailable))
    await screen.viewAppeared()
    #expect(screen.files == nil)
    #expect(
      screen.failure == AppFailure(.listBackups, BackupError.unavailable))
  }

  @Test func aRefusedBackupIsShownWithItsSentence() async {
    let refusal = BackupError.notAContactsDatabase(path: "notes.txt")
    let screen = RestoreBackupViewModel(
      backups: BookBackupsSpy(changes: .adaBack, failure: refusal))
    await screen.backupPicked("notes.txt")
    #expect(screen.changes == nil)
    #expect(screen.failure == AppFailure(.restoreBackup, refusal))
    await screen.restoreConfirmed("notes.txt")
    #expect(screen.restored == nil)
    #expect(screen.failure == .fileFailed(.content, message: screen.failure?.message ?? ""))
  }
}

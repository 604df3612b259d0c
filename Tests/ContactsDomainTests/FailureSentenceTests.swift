import ContactsDomain
import ContactsPresentation
import Testing

/// The sentences both builds show for a failure, asserted here once: the view models' and the
/// presenters' tests assert only that their screen shows the `AppFailure` decided here.
@Suite("Each failure a screen shows is one sentence, decided in Presentation")
struct FailureSentenceTests {
  /// A write that fails, as on a full disk, in the words of the layer that wrote.
  private struct DiskFull: UserFacingError {
    var message: String { "no space left on the disk" }
  }

  @Test func aContactWithoutBothNamesIsRefusedInOneSentence() {
    let refused = AppFailure(.saveContact, ContactValidationError.missingName)
    #expect(refused == .refused(.missingName))
    #expect(refused.message == "A contact must have first and last names")
  }

  @Test func anEmailWithoutADomainIsRefusedWithAnExample() {
    #expect(
      AppFailure(.saveContact, ContactValidationError.invalidEmail("ada@")).message
        == "“ada@” is not an email address like name@example.com")
  }

  @Test func aContactDeletedMeanwhileSaysItMayHaveBeenDeleted() {
    #expect(
      AppFailure(.loadContact, ContactStoreError.notFound(3))
        == .notFound(
          3,
          message:
            "Could not load the contact: there is no contact with id 3; it may have been deleted"))
  }

  @Test func aLockedDatabaseSaysWhatCouldNotBeDoneAndToTryAgain() {
    #expect(
      AppFailure(.loadContacts, ContactStoreError.locked)
        == .storeFailed(
          .locked,
          message:
            "Could not load contacts: the database is locked by another program; try again in a moment"
        ))
    let locked = [ScreenAction.saveContact, .importContacts, .exportContacts].map {
      AppFailure($0, ContactStoreError.locked).message
    }
    #expect(
      locked == [
        "Could not save the contact: the database is locked by another program; try again in a "
          + "moment",
        "Could not import contacts: the database is locked by another program; try again in a "
          + "moment",
        "Could not export contacts: the database is locked by another program; try again in a "
          + "moment",
      ])
  }

  @Test func aFullDiskSaysWhatCouldNotBeDoneAndToFreeSpace() {
    let actions: [ScreenAction] = [
      .saveContact, .exportContacts, .loadBirthdays, .loadHistory, .loadRecentlyDeleted,
      .revertContact, .planRewind, .rewind,
    ]
    #expect(
      actions.map { AppFailure($0, ContactStoreError.diskFull).message } == [
        "Could not save the contact: the disk is full; free some space and try again",
        "Could not export contacts: the disk is full; free some space and try again",
        "Could not load upcoming birthdays: the disk is full; free some space and try again",
        "Could not load the contact's history: the disk is full; free some space and try again",
        "Could not load recently deleted contacts: the disk is full; free some space and try again",
        "Could not revert the contact: the disk is full; free some space and try again",
        "Could not work out what a rewind would change: the disk is full; free some space and "
          + "try again",
        "Could not rewind the address book: the disk is full; free some space and try again",
      ])
  }

  @Test func aBookThatCannotBeWrittenOrHasNothingToGiveBackSaysSo() {
    #expect(
      AppFailure(.importContacts, ContactStoreError.readOnly).message
        == "Could not import contacts: the database file is read-only")
    #expect(
      AppFailure(.importContacts, ImportError.noFile).message
        == "Could not import contacts: no file was chosen")
    #expect(
      AppFailure(.undo, ContactStoreError.nothingToUndo).message
        == "Could not undo: there is nothing to undo")
    #expect(
      AppFailure(.restoreContact, ContactStoreError.notDeleted(1)).message
        == "Could not restore the contact: there is no contact with id 1 in Recently deleted; it "
        + "may have been restored or deleted for good")
    #expect(
      AppFailure(.listBackups, BackupError.unavailable).message
        == "Could not list the backups: this address book keeps no backups")
  }

  @Test func aServerThatRefusesThePasswordIsNamed() {
    let refused = RemoteError.unauthorized(url: "https://dav.example.com/")
    #expect(
      AppFailure(.sync, refused)
        == .syncFailed(
          .unauthorized,
          message: "Could not sync: https://dav.example.com/ refused the user name or password"))
    #expect(
      AppFailure(.readSyncAccounts, refused).message
        == "Could not read the sync accounts: https://dav.example.com/ refused the user name or "
        + "password")
  }

  @Test func aFileThatCannotBeWrittenOrRestoredSaysWhyInItsOwnWords() {
    #expect(
      AppFailure(.exportContacts, DiskFull()).message
        == "Could not export contacts: no space left on the disk")
    let refusal = BackupError.damaged(
      path: "old.sqlite", reason: "database disk image is malformed")
    #expect(
      AppFailure(.restoreBackup, refusal)
        == .fileFailed(
          .content,
          message: "Could not restore the backup: old.sqlite is damaged (database disk image is "
            + "malformed); nothing was changed: pick another backup"))
  }

  @Test func keepingAConflictAlreadySettledSaysItMayHaveBeenResolved() {
    #expect(
      AppFailure(.keep(.mine), SyncLedgerError.noConflict(7))
        == .syncFailed(
          .noConflict,
          message: "Could not keep mine: there is no conflict 7; it may have been resolved"))
  }

  @Test func aRevertToAVersionTheContactLacksNamesTheVersionsItHas() {
    #expect(HistoryScreen.missingVersion(4, of: 2, total: 4) == nil)
    #expect(
      HistoryScreen.missingVersion(9, of: 2, total: 4)
        == .notFound(
          2,
          message: "Could not revert the contact: contact 2 has no version 9; its versions are 1–4"
        ))
    #expect(
      HistoryScreen.missingVersion(2, of: 2, total: 1)?.message
        == "Could not revert the contact: contact 2 has no version 2; its only version is 1")
    #expect(
      HistoryScreen.missingVersion(1, of: 2, total: 0)?.message
        == "Could not revert the contact: contact 2 has no version 1; it has no earlier versions")
  }

  @Test func aVersionTheHistoryDoesNotKeepSaysWhereTheVersionsAre() {
    #expect(
      HistoryScreen.noSuchVersion(3, of: 1)
        == .notFound(
          1,
          message: "Could not load the version: contact 1 has no version 3; its history lists "
            + "the versions kept"))
  }
}

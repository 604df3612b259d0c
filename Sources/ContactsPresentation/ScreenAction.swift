import ContactsDomain

/// What a person asked a screen to do: the one place that names the sentence each action's
/// failure starts with, for both builds.
public enum ScreenAction: Hashable, Sendable {
  case loadContacts
  case loadGroups
  case loadContact
  /// Finding the contact a name given on the command line names.
  case findContact
  case saveContact
  case deleteContact
  case loadPhoto
  case savePhoto
  case shareContact
  case importContacts
  case exportContacts
  case restoreBackup
  case listBackups
  case readSyncAccounts
  case loadBirthdays
  case findDuplicates
  case mergeContacts
  case loadHistory
  case loadVersion
  case revertContact
  case loadRecentlyDeleted
  case restoreContact
  case keepDeleted
  case readLastChange
  case undo
  case planRewind
  case rewind
  case sync
  /// "Keep mine" or "Keep the server's" on a conflict.
  case keep(SyncConflict.Choice)

  /// Loading the Books screen.
  case loadBooks
  /// Add book on the Books screen.
  case addBook
  /// Remove book on the Books screen, once asked.
  case removeBook

  /// The sentence a failure of this action starts with, e.g. "Could not load contacts".
  public var failureSentence: String {
    switch self {
    case .loadContacts: "Could not load contacts"
    case .loadGroups: "Could not load the groups"
    case .loadContact: "Could not load the contact"
    case .findContact: "Could not find the contact"
    case .saveContact: "Could not save the contact"
    case .deleteContact: "Could not delete the contact"
    case .loadPhoto: "Could not load the photo"
    case .savePhoto: "Could not save the photo"
    case .shareContact: "Could not share the contact"
    case .importContacts: "Could not import contacts"
    case .exportContacts: "Could not export contacts"
    case .restoreBackup: "Could not restore the backup"
    case .listBackups: "Could not list the backups"
    case .readSyncAccounts: "Could not read the sync accounts"
    case .sync: "Could not sync"
    case .loadBirthdays: "Could not load upcoming birthdays"
    case .findDuplicates: "Could not look for duplicates"
    case .mergeContacts: "Could not merge the contacts"
    case .loadHistory: "Could not load the contact's history"
    case .loadVersion: "Could not load the version"
    case .revertContact: "Could not revert the contact"
    case .loadRecentlyDeleted: "Could not load recently deleted contacts"
    case .restoreContact: "Could not restore the contact"
    case .keepDeleted: "Could not change how long deleted contacts are kept"
    case .readLastChange: "Could not read the last change"
    case .undo: "Could not undo"
    case .planRewind: "Could not work out what a rewind would change"
    case .rewind: "Could not rewind the address book"
    case .keep(.mine): "Could not keep mine"
    case .keep(.server): "Could not keep the server's"
    case .loadBooks: "Could not load the books"
    case .addBook: "Could not add the book"
    case .removeBook: "Could not remove the book"
    }
  }
}

import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsVCard
import Foundation

/// The live app, assembled in one place (as hummingbird-examples' `buildApplication`): the store,
/// opened read-only or read-write, behind the domain's ports, the vCard and CSV formats, and each build's
/// app over them. `contacts`, `contacts-network` and `contacts-bench` start here; front ends get
/// their apps, their screens and the book's upkeep from it and never see the store's type.
/// `ContactsNetworkRoot` adds sync and the web server on top, so `contacts` links neither.
public struct AppRoot: Sendable {
  /// The contacts, with their history and trash: what every build's app reads and writes.
  public let contacts: any ContactRepository
  /// The backups the restore screen checks and restores.
  public let backups: any BookBackups
  /// The book's upkeep: backups to a file, the daily one, the watch on other programs' writes,
  /// the refusal to write over the book.
  public let maintenance: any BookMaintenance
  /// What sync works over: the contacts with their change stamps, and the ledger of accounts.
  /// Nil for a root over contacts alone, which syncs with no account.
  public let synced: (contacts: any ChangeTrackedRepository, ledger: any SyncLedger)?
  /// The format imports and exports use unless a command asks for another.
  public let fileFormat: any ContactFileFormat
  /// The accounts that may sign in to `contacts serve`, kept in the book's database. Nil for a
  /// root over contacts alone.
  public let accounts: (any AccountRecords)?
  /// The whole book, as `contacts migrate` reads and writes it; nil for a root over contacts
  /// alone.
  public let wholeBook: (any WholeBook)?
  /// The database opened and where, when the root opened a file: the default book of a shelf.
  private var database: (store: ContactDatabase, path: String)?
  /// The one book a server serves and its plain files, when the root opened a database that keeps
  /// one book only (PostgreSQL's).
  private var oneBook: (book: any ServedAddressBook, files: any PlainFiles)?

  /// The root over `store`, which answers every port, with sync's `ledger`, importing and
  /// exporting `fileFormat`.
  public init(
    store: some ChangeTrackedRepository & BookBackups & BookMaintenance & AccountRecords
      & WholeBook,
    ledger: any SyncLedger, fileFormat: any ContactFileFormat = DetectedFileFormat()
  ) {
    contacts = store
    wholeBook = store
    backups = store
    maintenance = store
    synced = (store, ledger)
    accounts = store
    self.fileFormat = fileFormat
  }

  /// The root over a store that keeps one book and no backups (PostgreSQL's): its contacts with
  /// their stamps, served to CardDAV clients with its `plainFiles`, its `ledger`, its accounts
  /// and its `maintenance`.
  public init(
    oneBook store: some ChangeTrackedRepository & ServedAddressBook & AccountRecords & WholeBook,
    plainFiles: any PlainFiles, ledger: any SyncLedger, maintenance: any BookMaintenance,
    fileFormat: any ContactFileFormat = DetectedFileFormat()
  ) {
    contacts = store
    wholeBook = store
    backups = NoBookBackups()
    self.maintenance = maintenance
    synced = (store, ledger)
    accounts = store
    self.fileFormat = fileFormat
    oneBook = (store, plainFiles)
  }

  /// A root over `contacts` alone (a spy a front end's tests hold): no backups, no upkeep, no
  /// sync account.
  public init(
    contacts: any ContactRepository, fileFormat: any ContactFileFormat = DetectedFileFormat()
  ) {
    self.contacts = contacts
    backups = NoBookBackups()
    maintenance = NoBookMaintenance()
    synced = nil
    accounts = nil
    wholeBook = nil
    self.fileFormat = fileFormat
  }

  /// Opens the database at `path`, else where `DatabaseLocation` says, with `access`. Throws a
  /// `UserFacingError` naming what is wrong.
  public static func open(databasePath path: String?, access: StoreAccess) async throws
    -> AppRoot
  {
    // The variables it needs, not `ProcessInfo`'s copy of the whole environment: building that
    // dictionary makes the runtime look `Hashable` up, a scan of every conformance record.
    let resolved = try DatabaseLocation.resolve(explicitPath: path) {
      getenv($0).map { String(cString: $0) }
    }
    if DatabaseLocation.isPostgres(resolved) {
      guard let opener = OtherStores.postgres else { throw OtherStores.Missing.postgres }
      return try await opener(resolved, access)
    }
    let store: ContactDatabase
    switch access {
    case .readOnly:
      store = try ContactDatabase.openFileForReading(at: resolved)
    case .readWrite:
      store = try ContactDatabase.openFile(at: resolved)
      // Contacts stored before details were read get them once, read as an import reads them
      // (a read-only open leaves them to the next command that writes).
      _ = try store.readKeptDetails(VCardFormat.importedContact(of:))
    }
    var root = AppRoot(store: store, ledger: store.ledger)
    root.database = (store, resolved)
    return root
  }

  /// The books a server serves, the database's being `defaultOwner`'s, and the plain files it
  /// keeps: the shelf around a database file (`bookShelf(defaultOwner:)`), or the one book of a
  /// database that keeps one; nil for a root that opened none.
  public func servedBooks(defaultOwner: String) -> (shelf: any BookShelf, files: any PlainFiles)? {
    if let oneBook {
      return (OneBookShelf(book: oneBook.book, owner: defaultOwner), oneBook.files)
    }
    return bookShelf(defaultOwner: defaultOwner).map { ($0, $0.plainFiles) }
  }

  /// The shelf of books a server offers around the database file this root opened, which belongs
  /// to `defaultOwner` (`FileBookShelf`); nil for a root that opened none.
  public func bookShelf(defaultOwner: String) -> FileBookShelf? {
    database.map { FileBookShelf(defaultBook: $0.store, path: $0.path, defaultOwner: defaultOwner) }
  }

  /// The owner of the database this root opened, as a served book: the account that owns it,
  /// else `soleOwner` (no accounts).
  public func servedBookOwner() async throws -> String {
    try await accounts?.accounts().first(where: \.ownsServedBook)?.name ?? soleOwner
  }

  /// The app of `architecture` over the store, importing and exporting `fileFormat` (the root's
  /// unless given), syncing through `syncManager` (by default, with no accounts), restoring the
  /// store's backups, keeping the owner's books `books` (by default, none: `ownedBooks`).
  public func app(
    _ architecture: Architecture, fileFormat: (any ContactFileFormat)? = nil,
    syncManager: any SyncManager = NoSyncAccounts(), books: OwnedBooks = .none
  ) -> any AddressBookApp {
    architecture.app(
      contacts, fileFormat: fileFormat ?? self.fileFormat, syncManager: syncManager,
      backups: backups, books: books)
  }
}

import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsVCard
import Foundation

/// The live app, assembled in one place (as hummingbird-examples' `buildApplication`): the store,
/// opened read-only or read-write, the vCard format, and each build's app over them. `contacts`,
/// `contacts-network` and `contacts-bench` start here; `ContactsNetworkRoot` adds sync and the web
/// server on top, so `contacts` links neither.
public struct AppRoot: Sendable {
  /// The database every build's app reads and writes.
  public let store: ContactDatabase
  /// The format imports and exports use unless a command asks for another.
  public let fileFormat: any ContactFileFormat

  /// The app over `store`, importing and exporting `fileFormat`.
  public init(store: ContactDatabase, fileFormat: any ContactFileFormat = VCardFormat()) {
    self.store = store
    self.fileFormat = fileFormat
  }

  /// Opens the database at `path`, else where `DatabaseLocation` says, with `access`. Throws a
  /// `UserFacingError` naming what is wrong.
  public static func open(databasePath path: String?, access: StoreAccess) throws -> AppRoot {
    // The variables it needs, not `ProcessInfo`'s copy of the whole environment: building that
    // dictionary makes the runtime look `Hashable` up, a scan of every conformance record.
    let resolved = try DatabaseLocation.resolve(explicitPath: path) {
      getenv($0).map { String(cString: $0) }
    }
    switch access {
    case .readOnly:
      return AppRoot(store: try ContactDatabase.openFileForReading(at: resolved))
    case .readWrite:
      let store = try ContactDatabase.openFile(at: resolved)
      // Contacts stored before details were read get them once, read as an import reads them
      // (a read-only open leaves them to the next command that writes).
      _ = try store.readKeptDetails(VCardFormat.importedContact(of:))
      return AppRoot(store: store)
    }
  }

  /// The app of `architecture` over the store, importing and exporting `fileFormat` (the root's
  /// unless given), syncing through `syncManager` (by default, with no accounts), restoring the
  /// store's backups.
  public func app(
    _ architecture: Architecture, fileFormat: (any ContactFileFormat)? = nil,
    syncManager: any SyncManager = NoSyncAccounts()
  ) -> any AddressBookApp {
    architecture.app(
      store, fileFormat: fileFormat ?? self.fileFormat, syncManager: syncManager, backups: store)
  }
}

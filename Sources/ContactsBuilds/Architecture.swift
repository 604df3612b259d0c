import ContactsApp
import ContactsDomain
import ContactsMVVM
import ContactsVIPER

/// The two builds of the app, the same screens in MVVM and in VIPER: the one place that knows
/// which `AddressBookApp` each is, for the CLI, the web, the benchmark and the spec.
public enum Architecture: String, CaseIterable, Sendable {
  case mvvm
  case viper

  /// The architecture's name as people write it.
  public var name: String {
    switch self {
    case .mvvm: "MVVM"
    case .viper: "VIPER"
    }
  }

  /// This build's app over `repository`, importing and exporting `fileFormat` (by default
  /// vCard, or CSV for a file whose first line is a CSV header), syncing
  /// through `syncManager` (by default, with no accounts), restoring the backups of `backups`
  /// (by default, none), keeping the owner's books `books` (by default, none).
  public func app(
    _ repository: any ContactRepository, fileFormat: any ContactFileFormat = DetectedFileFormat(),
    syncManager: any SyncManager = NoSyncAccounts(), backups: any BookBackups = NoBookBackups(),
    books: OwnedBooks = .none
  ) -> any AddressBookApp {
    switch self {
    case .mvvm:
      MVVMApp(
        repository: repository, fileFormat: fileFormat, syncManager: syncManager, backups: backups,
        books: books)
    case .viper:
      VIPERApp(
        repository: repository, fileFormat: fileFormat, syncManager: syncManager, backups: backups,
        books: books)
    }
  }
}

import ContactsApp
import ContactsDomain
import ContactsMVVM
import ContactsVCard
import ContactsVIPER

/// The builds the behaviour spec runs against.
public enum Architecture: String, CaseIterable, Sendable {
  case mvvm
  case viper

  /// The shipped app of this build over `repository`, importing and exporting `fileFormat`.
  public func app(
    _ repository: any ContactRepository, fileFormat: any ContactFileFormat = VCardFormat()
  ) -> any AddressBookApp {
    switch self {
    case .mvvm: MVVMApp(repository: repository, fileFormat: fileFormat)
    case .viper: VIPERApp(repository: repository, fileFormat: fileFormat)
    }
  }
}

import ContactsDAV
import ContactsDomain
import ContactsRoot
import ContactsVCard

extension AppRoot {
  /// The CardDAV routes over `shelf`'s books and the plain `files` its database keeps, signing
  /// in with `accounts`, serving vCard 3.0 by default and 4.0 when a client asks (the vCard
  /// format writes both).
  public static func davRoutes(
    shelf: any BookShelf, files: any PlainFiles, accounts: any AccountCheck
  ) -> DAVRoutes {
    DAVRoutes(
      shelf: shelf, files: files, accounts: accounts,
      formats: CardFormats(v3: VCardFormat(version: .v3), v4: VCardFormat(version: .v4)))
  }
}

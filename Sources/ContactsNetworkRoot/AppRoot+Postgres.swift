import ContactsDomain
import ContactsPostgres
import ContactsRoot
import Foundation

extension AppRoot {
  /// Opens the PostgreSQL book at `url` (docs/postgres.md): its password from `PGPASSWORD`,
  /// `~/.pgpass` or `CONTACTS_DATABASE_PASSWORD_COMMAND`, its migrations applied once under a
  /// lock. `access` is the same for both: a read opens it as a write does (the server's
  /// transactions, not the file system, say who may write).
  public static func openPostgres(_ url: String, access: StoreAccess) async throws -> AppRoot {
    let address = try PostgresAddress(url, environment: ProcessInfo.processInfo.environment)
    let passwords = PostgresPassword(environment: ProcessInfo.processInfo.environment) { command in
      do throws(PasswordCommand.Failure) {
        return try PasswordCommand.firstLine(of: command)
      } catch {
        throw ContactStoreError.cannotOpen(
          path: address.description,
          reason: "\(PostgresPassword.commandVariable) \(error.reason)")
      }
    }
    return AppRoot(
      postgres: try await PostgresStore.open(
        address, password: try passwords.password(for: address)))
  }

  /// The root over a PostgreSQL book: its one book served with its plain files, its ledger, its
  /// accounts, no backups, and its watch as the book's upkeep.
  public init(postgres store: PostgresStore) {
    self.init(
      oneBook: store, plainFiles: store.plainFiles, ledger: store.ledger,
      maintenance: NoBookMaintenance(watch: store.watch))
  }
}

import ArgumentParser
import ContactsRoot

/// `contacts serve`, `contacts sync` and `contacts user` link the web server and the CardDAV client (NIO,
/// BoringSSL, bcrypt): they live in `contacts-network`, beside `contacts`, which runs it in its own place
/// for them (as git runs git-foo), so every other command starts without loading either.
///
/// `contacts` lists them by the names and abstracts the commands `contacts-network` runs have
/// (a test checks they are the same), and runs it for those names; it parses nothing of theirs.
package enum NetworkCommands {
  package static let serveAbstract =
    "Serve the app to a web browser (MVVM at /mvvm/, VIPER at /viper/) and to CardDAV clients at /dav/."
  package static let userAbstract =
    "Keep the accounts that may sign in to contacts serve: add, passwd, remove, list."
  package static let syncAbstract =
    "Sync the address book with CardDAV servers (Nextcloud, Fastmail, Radicale…)."

  /// What `contacts --help` lists for them; `contacts-network` parses their options.
  static let entries: [any ParsableCommand.Type] = [
    ServeEntry.self, SyncEntry.self, UserEntry.self,
  ]

  /// True when `arguments` name one of them (`serve`, `sync`), or ask for its help.
  static func named(in arguments: [String]) -> Bool {
    let words = arguments.first == "help" ? arguments.dropFirst() : arguments[...]
    guard let name = words.first else { return false }
    return entries.contains { $0.configuration.commandName == name }
  }

  /// True when `arguments` (`--database URL` or `--database=URL`), else `$CONTACTS_DATABASE`
  /// read through `variable`, or `migrate`'s `--from` or `--to`, name a PostgreSQL book:
  /// `contacts-network` opens those.
  static func namesPostgres(_ arguments: [String], variable: (String) -> String?) -> Bool {
    let option = ListingOption.database.spelling
    var named: String?
    var moved: [String] = []
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { break }
      let value = { (spelling: String) -> String? in
        if argument == spelling, index + 1 < arguments.count { return arguments[index + 1] }
        return argument.hasPrefix(spelling + "=")
          ? String(argument.dropFirst(spelling.count + 1)) : nil
      }
      if let database = value(option) { named = database }
      // `migrate --from LOCATION --to LOCATION`: either may be PostgreSQL's.
      for spelling in MigrateCommand.locationOptions { value(spelling).map { moved.append($0) } }
    }
    return ([named ?? variable(DatabaseLocation.environmentVariable) ?? ""] + moved).contains(
      where: DatabaseLocation.isPostgres)
  }

  private struct ServeEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: serveAbstract)
  }

  private struct SyncEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync", abstract: syncAbstract)
  }

  private struct UserEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "user", abstract: userAbstract)
  }
}

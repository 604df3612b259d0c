import ArgumentParser
import ContactsCLI
import ContactsNetworkRoot
import ContactsRoot

/// `contacts-network`: `contacts serve` and `contacts sync`, which `contacts` runs here with the
/// same arguments (see `NetworkCommands`), so the messages name them as `contacts …`.
public struct NetworkCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "contacts",
    abstract:
      "Serve the app and sync it with CardDAV servers (`contacts serve`, `contacts sync`), and "
      + "run every command on a PostgreSQL book.",
    subcommands: networkCommands + ContactsCommand.localCommands
  )

  /// The commands only this executable runs; `contacts` lists them by name (`NetworkCommands`).
  public static let networkCommands: [any ParsableCommand.Type] = [
    ServeCommand.self, SyncCommand.self, UserCommand.self,
  ]

  public init() {}

  /// Parses the command line and runs `serve` or `sync`, as `contacts` does its commands.
  public static func main() async {
    // This executable links PostgreSQL's client: every command here opens a postgres:// book.
    OtherStores.postgres = { try await AppRoot.openPostgres($0, access: $1) }
    // `serve` runs for days: its backup does not wait for it to end.
    await DailyBackupLauncher(waitingForExit: false).bound {
      await ContactsCommand.runCommandLine(Self.self, Array(CommandLine.arguments.dropFirst()))
    }
  }
}

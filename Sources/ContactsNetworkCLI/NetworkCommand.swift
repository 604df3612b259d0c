import ArgumentParser
import ContactsCLI

/// `contacts-network`: `contacts serve` and `contacts sync`, which `contacts` runs here with the
/// same arguments (see `NetworkCommands`), so the messages name them as `contacts …`.
public struct NetworkCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "contacts",
    abstract: "Serve the app and sync it with CardDAV servers: `contacts serve`, `contacts sync`.",
    subcommands: [ServeCommand.self, SyncCommand.self, UserCommand.self]
  )

  public init() {}

  /// Parses the command line and runs `serve` or `sync`, as `contacts` does its commands.
  public static func main() async {
    // `serve` runs for days: its backup does not wait for it to end.
    await DailyBackupLauncher(waitingForExit: false).bound {
      await ContactsCommand.runCommandLine(Self.self, Array(CommandLine.arguments.dropFirst()))
    }
  }
}

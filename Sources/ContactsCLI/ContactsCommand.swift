import ArgumentParser
import ContactsApp
import ContactsTerminal
import Foundation

/// `contacts`: the address book in a terminal, a third View over the same modules.
public struct ContactsCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "contacts",
    abstract: "Keep an address book in a local SQLite file.",
    discussion: """
      The same app is built twice, once in MVVM and once in VIPER; --architecture picks which \
      build answers a command. Both give the same output for the same commands.

      The database is --database PATH, else $CONTACTS_DATABASE, else \
      $XDG_DATA_HOME/contacts/contacts.sqlite, else ~/.local/share/contacts/contacts.sqlite; \
      or a PostgreSQL book, --database postgres://user@host/database (its password from \
      PGPASSWORD or ~/.pgpass, never in the URL: docs/postgres.md). \
      Only add, edit, delete, import and the other commands that write create it; list, search, show, birthdays and export say \
      when it is missing.

      \(ExitStatus.documentation)
      """,
    version: AppVersion.current,
    subcommands: localCommands + NetworkCommands.entries
  )

  /// The commands `contacts` runs itself on a database file; `contacts-network` runs them too,
  /// on a PostgreSQL book.
  package static let localCommands: [any ParsableCommand.Type] = [
    AddCommand.self, ListCommand.self, SearchCommand.self, GroupsCommand.self, ShowCommand.self,
    EditCommand.self, DeleteCommand.self, ImportCommand.self, ExportCommand.self,
    PhotoCommand.self, BirthdaysCommand.self, DuplicatesCommand.self, MergeCommand.self,
    BackupCommand.self,
    RestoreBackupCommand.self,
    DeletedCommand.self, RestoreCommand.self, UndoCommand.self, UICommand.self,
    HistoryCommand.self, RevertCommand.self, RewindCommand.self, BookCommand.self,
    MigrateCommand.self,
  ]

  public init() {}

  /// Runs the command line: `serve` and `sync`, and every command on a PostgreSQL book, in
  /// `contacts-network`; every other command here.
  public static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let inNetwork =
      NetworkCommands.named(in: arguments)
      || NetworkCommands.namesPostgres(arguments) { getenv($0).map { String(cString: $0) } }
    guard inNetwork else {
      return await DailyBackupLauncher(waitingForExit: true).bound {
        await runCommandLine(Self.self, arguments)
      }
    }
    do {
      try NetworkExecutable.run(arguments)
    } catch {
      exit(with: error, of: Self.self, arguments: arguments)
    }
  }

  /// Parses `arguments` as `root`'s command line and runs the command they name, as
  /// ArgumentParser's `main` does; a plain `list` or `search` is read by `QuickCommandLine`.
  package static func runCommandLine<Root: ParsableCommand>(
    _ root: Root.Type, _ arguments: [String]
  ) async {
    do {
      if root == ContactsCommand.self, let listing = QuickCommandLine.listing(arguments) {
        return try await listing.run()
      }
      var command = try root.parseAsRoot(arguments)
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      exit(with: error, of: root, arguments: arguments)
    }
  }

  /// Prints what `error` says and exits with its status, as ArgumentParser's
  /// `exit(withError:)` does, with three differences: a failure exits with its kind's status
  /// (`ExitStatus`), a negative id gets a sentence instead of "Missing expected argument", and
  /// what the parser echoes of the arguments reaches the terminal escaped (a script may pass
  /// data as arguments).
  private static func exit<Root: ParsableCommand>(
    with error: any Error, of root: Root.Type, arguments: [String]
  ) -> Never {
    let error = plainWords(for: error, arguments: arguments)
    let message = root.fullMessage(for: error)
    let code = (error as? CommandFailure)?.status.rawValue ?? root.exitCode(for: error).rawValue
    if code == ExitCode.success.rawValue {
      print(TerminalText.shown(message))
    } else if !message.isEmpty {
      printToStandardError(message)
    }
    Foundation.exit(code)
  }

  /// `error`, or a plain sentence when it comes of an id that looks like an option (`show -1`).
  static func plainWords(for error: any Error, arguments: [String]) -> any Error {
    let isNegative = { (word: String) in
      word.count > 1 && word.hasPrefix("-") && word.dropFirst().allSatisfy(\.isNumber)
    }
    guard fullMessage(for: error).contains("Missing expected argument '<id>'"),
      let id = arguments.first(where: isNegative)
    else { return error }
    return ValidationError(
      "\(id) is not a contact id: ids are whole numbers from 1, as `list --json` prints them")
  }
}

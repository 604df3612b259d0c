import ArgumentParser
import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import Foundation

/// `--architecture mvvm` or `viper`: which build of the app serves a command.
extension Architecture: ExpressibleByArgument {}

/// A command that asks the app the root gives and prints what it gets back.
protocol RootCommand {
  /// What the command prints on standard output, or the failure it reports.
  func output(root: AppRoot) async throws -> String

  /// True when the command only reads: it opens the database read-only, so it works on a
  /// read-only file or folder and on a full disk.
  var readsOnly: Bool { get }
}

extension RootCommand {
  var readsOnly: Bool { false }
}

extension ShowCommand { var readsOnly: Bool { true } }
extension ListCommand { var readsOnly: Bool { true } }
extension SearchCommand { var readsOnly: Bool { true } }
extension GroupsCommand { var readsOnly: Bool { true } }

extension AddCommand: RootCommand {}
extension ShowCommand: RootCommand {}
extension EditCommand: RootCommand {}
extension ListCommand: RootCommand {}
extension SearchCommand: RootCommand {}
extension GroupsCommand: RootCommand {}
extension DeleteCommand: RootCommand {}
extension ImportCommand: RootCommand {}

/// Which database file, and which build serves the command: what every command but `serve`
/// takes.
package struct BuildOptions: ParsableArguments {
  @Option(
    name: ListingOption.database.name,
    help: ArgumentHelp(
      "The database file to use (created when missing by a command that writes), or a "
        + "postgres://user@host/database URL."))
  package var database: String?

  @Option(
    name: ListingOption.architecture.name, help: "Which build serves the command: mvvm or viper.")
  package var architecture: Architecture = defaultArchitecture

  /// The build that serves a command without `--architecture`.
  package static let defaultArchitecture = Architecture.viper

  package init() {}

  /// The live app over the database the options name, opened with `access`.
  package func openRoot(_ access: StoreAccess = .readWrite) async throws -> AppRoot {
    try await openAppRoot(explicitPath: database, access: access)
  }
}

/// The options of every command that prints contacts or a summary.
struct CommonOptions: ParsableArguments {
  @OptionGroup var build: BuildOptions

  @Flag(name: ListingOption.json.name, help: "Print JSON instead of plain text.")
  var json = false

  /// The chosen build's app, as `root` gives it.
  func app(_ root: AppRoot) -> any AddressBookApp {
    root.app(build.architecture)
  }

  /// Opens the database, runs `command` on it and prints its output.
  func run(_ command: some RootCommand) async throws {
    let root = try await build.openRoot(command.readsOnly ? .readOnly : .readWrite)
    printOutput(try await command.output(root: root), asJSON: json)
  }
}

/// The live app over the database at `--database PATH`, or where `DatabaseLocation` says when
/// nil, opened with `access`; what cannot be opened is said as the command's failure. Opened
/// to write, it starts the day's automatic backup when it is due.
package func openAppRoot(explicitPath: String?, access: StoreAccess) async throws
  -> AppRoot
{
  do {
    let root = try await AppRoot.open(databasePath: explicitPath, access: access)
    if access == .readWrite { DailyBackupLauncher.current?.startIfDue(root.maintenance) }
    return root
  } catch let error as DatabaseLocation.EmptyPath {
    throw CommandFailure(error.message, status: .usage)
  } catch let error as ContactStoreError {
    throw CommandFailure(error.message, status: ExitStatus(error))
  } catch let error as any UserFacingError {
    throw CommandFailure(error.message)
  }
}

/// A failure printed to standard error as "Error: <message>", exiting with `status`.
package struct CommandFailure: Error, CustomStringConvertible, Equatable {
  package let description: String
  /// The kind of failure, as the exit status says it.
  package let status: ExitStatus

  /// A failure saying `message`, with any control or direction character in it made visible.
  package init(_ message: String, status: ExitStatus = .failure) {
    description = TerminalText.shown(message)
    self.status = status
  }

  /// Runs `body`; the app's failure becomes the command's, with the same sentence.
  package static func rethrowing<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch let failure as AppFailure {
      throw CommandFailure(failure.message, status: ExitStatus(failure))
    }
  }
}

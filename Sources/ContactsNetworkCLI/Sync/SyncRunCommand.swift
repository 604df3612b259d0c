import ArgumentParser
import ContactsApp
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsPresentation

/// `contacts sync [NAME]`: syncs every account, or the one named, both ways, through the
/// chosen build's sync screen.
struct SyncRunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Sync every account, or the one named (what `contacts sync` does).",
    discussion: """
      Prints one line per account saying what changed, as the sync page does ("home: 2 added \
      here, 1 changed on the server, nothing to resolve"); --json gives the counts. A sync that would delete many contacts, or follows a server that suddenly \
      lists nothing, stops before changing anything: check, then run again with --yes. The \
      exit status is 2 when an account left conflicts or skipped cards. On a terminal, a \
      progress bar shows on standard error.
      """)

  @Argument(help: "The account to sync; every account when left out.")
  var name: String?

  @Flag(help: "Print what would change on each side, and change nothing.")
  var dryRun = false

  @Flag(help: "Go ahead with a sync that deletes many contacts or empties a side.")
  var yes = false

  @Flag(help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var server: ServerOptions
  @OptionGroup var build: BuildOptions

  /// `contacts sync --architecture mvvm conflicts` reaches here with NAME "conflicts": options
  /// given before a sync command belong to this default one, so say where they go.
  func validate() throws {
    let commands = SyncCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    if let name, commands.contains(name) {
      throw ValidationError(
        "“\(name)” is a sync command: give its options after it, as in contacts sync \(name) --help"
      )
    }
  }

  /// Prints each account's outcome in words; exits with status 2 when an account left conflicts or skipped cards,
  /// as `contacts import` does when it skipped any, so a script can tell a sync that has
  /// something to say.
  func run() async throws {
    let app = try await build.openRoot().syncApp(build.architecture, server: server.settings)
    let synced = try await output(app: app, progressBar: .standardError()) { print($0) }
    if synced.contains(where: { !$0.report.isDryRun && $0.report.counts.changedContactsHere }) {
      printToStandardError(UndoOffer.commandHint)
    }
    if synced.contains(where: { $0.report.counts.conflicts > 0 || !$0.report.skipped.isEmpty }) {
      throw ExitCode(ExitStatus.partial.rawValue)
    }
  }

  /// Syncs through `app`, drawing progress on `progressBar`, hands what to print to `print`
  /// and returns the accounts that synced; a sync that stopped to ask prints what synced
  /// before it, then fails.
  @discardableResult
  func output(app: any AddressBookApp, progressBar: ProgressBar, print: (String) -> Void)
    async throws -> [SyncedAccount]
  {
    let outcome = try await CommandFailure.rethrowing {
      defer { progressBar.finish() }
      return try await app.sync(
        account: name, dryRun: dryRun, confirmed: yes, progress: progressBar.show)
    }
    let reports = outcome.synced.map { SyncJSON(account: $0.account, report: $0.report) }
    if !reports.isEmpty {
      print(json ? try ContactJSON.encode(reports) : reports.map(\.text).joined(separator: "\n"))
    }
    if case .needsConfirmation(_, let account, let reason) = outcome {
      throw CommandFailure("\(account): \(SyncStop.needsConfirmation(reason).message)")
    }
    return outcome.synced
  }
}

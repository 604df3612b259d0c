import ArgumentParser
import ContactsCLI
import ContactsDomain
import ContactsRoot

/// `contacts sync …`: two-way sync with CardDAV address books.
struct SyncCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: NetworkCommands.syncAbstract,
    discussion: """
      Add an account once with `contacts sync add-account`, then `contacts sync` syncs every \
      account (or the one named) both ways. Passwords are never stored: they come from the \
      account's --password-command, $CONTACTS_SYNC_PASSWORD, ~/.netrc (mode 600) or a prompt.
      """,
    subcommands: [
      SyncRunCommand.self, AddAccountCommand.self, SyncStatusCommand.self,
      SyncConflictsCommand.self, ResolveConflictCommand.self, RemoveAccountCommand.self,
    ],
    defaultSubcommand: SyncRunCommand.self
  )
}

/// Runs `body` on the live app over the database `options` names, turning the errors a person
/// should read into the CLI's failures.
func withSyncRoot<T>(_ options: BuildOptions, _ body: (AppRoot) async throws -> T) async throws
  -> T
{
  let root = try await options.openRoot()
  do {
    return try await body(root)
  } catch let error as any UserFacingError {
    throw CommandFailure(error.message, status: ExitStatus(error))
  }
}

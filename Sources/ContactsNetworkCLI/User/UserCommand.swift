import ArgumentParser
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsRoot
import Foundation

/// `contacts user`: the accounts that may sign in to `contacts serve`, kept in the database it
/// serves. It runs in `contacts-network`, which links bcrypt, so `contacts` stays small.
struct UserCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "user",
    abstract: NetworkCommands.userAbstract,
    discussion: """
      With no account, `contacts serve` asks for no login and listens on loopback only. The \
      first account added owns the database's own book; every account has its books under \
      <database without .sqlite>.books/<name>/. A password is typed twice without echo on a \
      terminal, or is the first line --password-command prints; it is kept only as a bcrypt \
      hash, and never given as an argument.
      """,
    subcommands: [
      UserAddCommand.self, UserPasswdCommand.self, UserRemoveCommand.self, UserListCommand.self,
    ]
  )
}

/// Opens the database the options name, runs `body` on it and prints what it returns; the
/// accounts' refusals are said as the command's failure.
func withAccounts(
  _ options: BuildOptions, _ body: (AppRoot, _ databasePath: String) async throws -> String
) async throws {
  let path: String
  do {
    path = try DatabaseLocation.resolve(
      explicitPath: options.database, environment: ProcessInfo.processInfo.environment)
  } catch {
    throw CommandFailure(error.message, status: .usage)
  }
  let root = try await openAppRoot(explicitPath: path, access: .readWrite)
  do {
    print(try await body(root, path))
  } catch let error as AccountError {
    throw CommandFailure(error.message, status: error.isUsage ? .usage : .data)
  } catch let error as any UserFacingError {
    throw CommandFailure(error.message, status: ExitStatus(error))
  }
}

extension AccountError {
  /// True for a name that cannot be an account's: the command line was wrong.
  fileprivate var isUsage: Bool {
    if case .badName = self { true } else { false }
  }
}

import ContactsDomain
import ContactsRoot
import Foundation

/// Where a sync account's password comes from, in this order: the account's password command,
/// `$CONTACTS_SYNC_PASSWORD`, `~/.netrc` (only when no one else may read it), a prompt on a
/// terminal. The password is never stored, printed or logged.
public struct PasswordSource: Sendable {
  let environment: [String: String]
  /// Asks for the password on the terminal; nil when there is no terminal.
  let prompt: @Sendable (String) -> String?

  static let environmentVariable = "CONTACTS_SYNC_PASSWORD"

  /// Passwords from `environment` (`$CONTACTS_SYNC_PASSWORD`, `$HOME/.netrc`), else `prompt`.
  public init(environment: [String: String], prompt: @escaping @Sendable (String) -> String?) {
    self.environment = environment
    self.prompt = prompt
  }

  /// This process's environment and terminal: what `contacts sync` asks.
  public static var standard: PasswordSource {
    PasswordSource(environment: ProcessInfo.processInfo.environment, prompt: terminalPrompt)
  }

  /// This process's environment, and no prompt: a server has no terminal to ask on.
  public static var unattended: PasswordSource {
    PasswordSource(environment: ProcessInfo.processInfo.environment) { _ in nil }
  }

  /// The password for `account` on `host`.
  func password(for account: SyncAccount, host: String) throws(SyncSetupError) -> String {
    if let command = account.passwordCommand {
      return try Self.firstLine(of: command)
    }
    if let password = environment[Self.environmentVariable], !password.isEmpty {
      return password
    }
    if let home = environment["HOME"],
      let password = try NetrcFile(path: home + "/.netrc")?.password(
        machine: host, login: account.username)
    {
      return password
    }
    if let password = prompt("Password for \(account.username) at \(host): ") {
      return password
    }
    throw .noPassword(username: account.username, host: host)
  }

  /// The password on this process's terminal, when standard input is one.
  private static func terminalPrompt(_ message: String) -> String? {
    guard isatty(STDIN_FILENO) == 1, let typed = getpass(message) else { return nil }
    return String(cString: typed)
  }

  /// The first line `command` prints, run by the shell.
  static func firstLine(of command: String) throws(SyncSetupError) -> String {
    do {
      return try PasswordCommand.firstLine(of: command)
    } catch {
      throw .passwordCommandFailed(reason: error.reason)
    }
  }
}

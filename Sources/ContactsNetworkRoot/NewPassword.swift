import ContactsAccounts
import ContactsDomain
import Foundation

/// A new password for an account: the first line a command prints, or typed twice without echo
/// on this process's terminal. It is never an argument, never printed, never logged.
public enum NewPassword {
  /// Why no password was had.
  public struct Refusal: UserFacingError, Equatable {
    public let message: String
  }

  /// The password `command` prints first when given, else the one typed twice for `name`;
  /// refused when it is too short or too long for bcrypt.
  public static func read(for name: String, command: String?) throws -> String {
    let password: String
    if let command {
      do {
        password = try PasswordSource.firstLine(of: command)
      } catch {
        throw Refusal(message: error.message)
      }
    } else {
      password = try typedTwice(for: name)
    }
    if let refusal = PasswordHashing.refusal(of: password) { throw Refusal(message: refusal) }
    return password
  }

  private static func typedTwice(for name: String) throws -> String {
    guard isatty(STDIN_FILENO) == 1 else {
      throw Refusal(
        message: "no terminal to type the password on: give --password-command, such as "
          + "--password-command \"pass show contacts/\(name)\"")
    }
    let first = typed("New password for \(name): ")
    let second = typed("The same password again: ")
    guard let first, let second else { throw Refusal(message: "no password was typed") }
    guard first == second else {
      throw Refusal(message: "the two passwords differ; nothing changed")
    }
    return first
  }

  private static func typed(_ prompt: String) -> String? {
    getpass(prompt).map { String(cString: $0) }
  }
}

import ContactsDomain
import Foundation

/// Where the password for a PostgreSQL book comes from, in libpq's order: `PGPASSWORD`, then
/// the password file (`PGPASSFILE`, else `~/.pgpass`, read only when no one else may read it, as
/// libpq does), then a command the caller runs (`CONTACTS_DATABASE_PASSWORD_COMMAND`, its first
/// line). None is fine: a server that trusts the connection asks for none. The password is never
/// stored, printed or logged.
public struct PostgresPassword: Sendable {
  public static let commandVariable = "CONTACTS_DATABASE_PASSWORD_COMMAND"

  let environment: [String: String]
  /// Runs the password command and returns its first line.
  let runCommand: @Sendable (String) throws -> String

  public init(
    environment: [String: String], runCommand: @escaping @Sendable (String) throws -> String
  ) {
    self.environment = environment
    self.runCommand = runCommand
  }

  /// The password for `address`, nil when no source has one.
  public func password(for address: PostgresAddress) throws -> String? {
    if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
    if let path = environment["PGPASSFILE"] ?? environment["HOME"].map({ $0 + "/.pgpass" }),
      let password = try Self.passwordFile(at: path, for: address)
    {
      return password
    }
    if let command = environment[Self.commandVariable], !command.isEmpty {
      return try runCommand(command)
    }
    return nil
  }

  /// The password the file at `path` gives `address`: its first line
  /// `host:port:database:user:password` whose fields match (`*` matches anything, `\:` and
  /// `\\` are a colon and a backslash); nil when there is no such file, no such line, or others
  /// may read the file.
  static func passwordFile(at path: String, for address: PostgresAddress) throws -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_mode & 0o077 == 0,
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return nil }
    let host = address.socketFolder == nil ? (address.host ?? "localhost") : "localhost"
    let wanted = [host, String(address.port), address.database, address.user]
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let fields = Self.fields(of: line)
      guard fields.count == 5 else { continue }
      if zip(fields, wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
    }
    return nil
  }

  /// The colon-separated fields of a password file's line, escapes undone.
  private static func fields(of line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var escaped = false
    for character in line {
      if escaped {
        field.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":", fields.count < 4 {
        fields.append(field)
        field = ""
      } else {
        field.append(character)
      }
    }
    fields.append(field)
    return fields
  }
}

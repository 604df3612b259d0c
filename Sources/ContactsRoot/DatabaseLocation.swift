import ContactsDomain
import Foundation

/// Where the database file lives when no one says otherwise.
public enum DatabaseLocation {
  /// The environment variable that overrides the default path.
  public static let environmentVariable = "CONTACTS_DATABASE"

  /// `--database PATH`, else `$CONTACTS_DATABASE`, else `$XDG_DATA_HOME/contacts/contacts.sqlite`,
  /// else `~/.local/share/contacts/contacts.sqlite`.
  ///
  /// An empty `--database` or `$CONTACTS_DATABASE` is refused rather than skipped: it is most
  /// often an unset variable in a script, and the default book is not what the script meant.
  public static func resolve(explicitPath: String?, environment: [String: String])
    throws(EmptyPath) -> String
  {
    try resolve(explicitPath: explicitPath) { environment[$0] }
  }

  /// As `resolve(explicitPath:environment:)`, reading each variable through `variable`: the
  /// CLI reads the few it needs with `getenv` rather than a copy of the whole environment.
  public static func resolve(explicitPath: String?, variable: (String) -> String?)
    throws(EmptyPath) -> String
  {
    if let explicitPath {
      guard !explicitPath.isEmpty else { throw .option }
      return explicitPath
    }
    if let path = variable(environmentVariable) {
      guard !path.isEmpty else { throw .environment }
      return path
    }
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    let dataHome =
      variable("XDG_DATA_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? "\(variable("HOME") ?? NSHomeDirectory())/.local/share"
    return "\(dataHome)/contacts/contacts.sqlite"
  }

  /// Whether `location` names a PostgreSQL database (`postgres://…`) rather than a file.
  public static func isPostgres(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  /// An empty path where a database file's path was expected.
  public enum EmptyPath: UserFacingError, Equatable {
    /// `--database ""`.
    case option
    /// `CONTACTS_DATABASE=""`.
    case environment

    public var message: String {
      switch self {
      case .option: "--database is empty: give the path of a database file, or leave it out"
      case .environment:
        "\(environmentVariable) is set but empty: set it to a database file's path, or unset it"
      }
    }
  }
}

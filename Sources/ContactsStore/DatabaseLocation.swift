import Foundation

/// Where the database file lives when no one says otherwise.
public enum DatabaseLocation {
  /// The environment variable that overrides the default path.
  public static let environmentVariable = "CONTACTS_DATABASE"

  /// `--database PATH`, else `$CONTACTS_DATABASE`, else `$XDG_DATA_HOME/contacts/contacts.sqlite`,
  /// else `~/.local/share/contacts/contacts.sqlite`.
  public static func resolve(explicitPath: String?, environment: [String: String]) -> String {
    if let explicitPath, !explicitPath.isEmpty { return explicitPath }
    if let path = environment[environmentVariable], !path.isEmpty { return path }
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? "\(environment["HOME"] ?? NSHomeDirectory())/.local/share"
    return "\(dataHome)/contacts/contacts.sqlite"
  }
}

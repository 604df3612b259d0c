import ContactsDomain
import Foundation

/// Where a PostgreSQL book is: `postgres://user@host:port/database`, as libpq spells it
/// (`postgresql://` too), with `?host=/run/postgresql` for a Unix socket's folder and
/// `?sslmode=disable|prefer|require` (prefer, as libpq, when not given). A password in the URL
/// is refused: a command line is seen by every user of the machine (`ps`), so the password
/// comes from `PGPASSWORD`, `~/.pgpass` or a command (`PostgresPassword`).
public struct PostgresAddress: Hashable, Sendable, CustomStringConvertible {
  public enum TLSMode: String, Hashable, Sendable {
    case disable, prefer, require
  }

  public let user: String
  /// A host name or address; nil when `socketFolder` is given.
  public let host: String?
  public let port: Int
  /// The folder holding the server's Unix socket (`.s.PGSQL.PORT`), when it is reached so.
  public let socketFolder: String?
  public let database: String
  public let tls: TLSMode

  /// Whether `text` names a PostgreSQL database rather than a file.
  public static func isAddress(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  /// Reads a `postgres://` URL; throws `cannotOpen` with the reason when it is not one, or when
  /// it holds a password.
  public init(_ text: String, environment: [String: String] = [:])
    throws(ContactStoreError)
  {
    func refuse(_ reason: String) -> ContactStoreError {
      .cannotOpen(path: Self.redacted(text), reason: reason)
    }
    guard Self.isAddress(text), let components = URLComponents(string: text) else {
      throw refuse("it is not a postgres:// URL (postgres://user@host:port/database)")
    }
    if components.password != nil {
      throw refuse(
        "it holds a password, which every user of this machine could read on the command line: "
          + "put it in PGPASSWORD, ~/.pgpass or CONTACTS_DATABASE_PASSWORD_COMMAND instead")
    }
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    for name in query.keys where !["host", "sslmode"].contains(name) {
      throw refuse("it has the parameter \"\(name)\"; only host and sslmode are understood")
    }
    let user = components.user ?? environment["PGUSER"] ?? environment["USER"] ?? ""
    if user.isEmpty { throw refuse("it names no user (postgres://user@host/database)") }
    let database = String(components.path.drop(while: { $0 == "/" }))
    if database.isEmpty || database.contains("/") {
      throw refuse("it names no database (postgres://user@host/database)")
    }
    guard let tls = TLSMode(rawValue: query["sslmode"] ?? "prefer") else {
      throw refuse("sslmode must be disable, prefer or require")
    }
    let socketFolder = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let host = components.host.flatMap { $0.isEmpty ? nil : $0 }
    if socketFolder == nil, host == nil {
      throw refuse("it names no host (postgres://user@host/database, or ?host=/socket/folder)")
    }
    self.user = user
    self.host = socketFolder == nil ? host : nil
    self.port = components.port ?? 5432
    self.socketFolder = socketFolder
    self.database = database
    self.tls = socketFolder == nil ? tls : .disable
  }

  /// The URL again, which never holds a password: what messages show.
  public var description: String {
    var text = "postgres://\(user)@\(host ?? "")"
    if port != 5432 || socketFolder != nil { text += ":\(port)" }
    text += "/\(database)"
    var parameters: [String] = []
    if let socketFolder { parameters.append("host=\(socketFolder)") }
    if tls != .prefer, socketFolder == nil { parameters.append("sslmode=\(tls.rawValue)") }
    return parameters.isEmpty ? text : text + "?" + parameters.joined(separator: "&")
  }

  /// `text` with anything between `://` and `@` after a colon blanked: what an error shows of a
  /// URL it refused.
  static func redacted(_ text: String) -> String {
    guard let scheme = text.range(of: "://"), let at = text.range(of: "@"),
      scheme.upperBound < at.lowerBound,
      let colon = text[scheme.upperBound..<at.lowerBound].firstIndex(of: ":")
    else { return String(text.prefix(200)) }
    return String((text[..<colon] + ":…" + text[at.lowerBound...]).prefix(200))
  }
}

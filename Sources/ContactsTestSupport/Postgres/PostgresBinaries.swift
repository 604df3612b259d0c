import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The PostgreSQL programs the tests run: the folder `pg_config --bindir` names when it holds
/// `initdb`, else the newest `/usr/lib/postgresql/VERSION/bin` that does (Debian puts them
/// there, off the `PATH`).
struct PostgresBinaries: Sendable {
  let folder: URL

  var initdb: URL { folder.appendingPathComponent("initdb") }
  var postgres: URL { folder.appendingPathComponent("postgres") }
  var psql: URL { folder.appendingPathComponent("psql") }

  /// The installed ones; nil when there is no `initdb`.
  static let installed: PostgresBinaries? = {
    let configured = commandOnPath("pg_config").flatMap { pgConfig in
      (try? ChildProcess.run(pgConfig, ["--bindir"], deadline: .seconds(60)))
        .flatMap { $0.status == 0 ? $0.standardOutput : nil }
        .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    let versions = URL(fileURLWithPath: "/usr/lib/postgresql")
    let debian = ((try? FileManager.default.contentsOfDirectory(atPath: versions.path)) ?? [])
      .sorted { $0.compare($1, options: .numeric) == .orderedDescending }
      .map { versions.appendingPathComponent($0).appendingPathComponent("bin") }
    return ([configured].compactMap { $0 } + debian)
      .map(PostgresBinaries.init(folder:))
      .first { FileManager.default.isExecutableFile(atPath: $0.initdb.path) }
  }()

  /// What a run without PostgreSQL lacks, and how to get it.
  static let missing =
    "PostgreSQL is missing: no initdb in `pg_config --bindir` or /usr/lib/postgresql/*/bin. "
    + "Install Debian's postgresql (`apt-get install postgresql`; scripts/test does), or set "
    + "CONTACTS_TEST_POSTGRES to a server's URL."

  /// The installed ones, or the sentence saying what to install.
  static func required() throws -> PostgresBinaries {
    guard let installed else { throw PeerFailure(description: missing) }
    return installed
  }

  /// `psql`: the installed server's, else the one on the `PATH` (a client for a server
  /// elsewhere, `CONTACTS_TEST_POSTGRES`).
  static func client() throws -> URL {
    guard let psql = installed?.psql ?? commandOnPath("psql") else {
      throw PeerFailure(
        description: "psql is missing: install Debian's postgresql-client (or postgresql).")
    }
    return psql
  }

  /// The program `name` in a folder of the `PATH`.
  private static func commandOnPath(_ name: String) -> URL? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// How the tests run PostgreSQL's programs: as the user `postgres` when this process is root
/// (initdb and postgres refuse to run as root), through `setpriv`, which execs the program in
/// its own place, so the child's id is the program's; as they are otherwise.
struct PostgresUser: Sendable {
  /// The owner to give the cluster's folder; nil when not root.
  let owner: (uid: uid_t, gid: gid_t)?

  static func current() throws -> PostgresUser {
    guard getuid() == 0 else { return PostgresUser(owner: nil) }
    guard let entry = getpwnam("postgres") else {
      throw PeerFailure(
        description: "PostgreSQL refuses to run as root, and there is no user postgres to run "
          + "it as: install Debian's postgresql, which adds one.")
    }
    guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
      throw PeerFailure(
        description: "PostgreSQL refuses to run as root, and \(setpriv.path) (util-linux), "
          + "which runs it as postgres, is missing.")
    }
    return PostgresUser(owner: (entry.pointee.pw_uid, entry.pointee.pw_gid))
  }

  private static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")

  /// Makes `folder` the user's.
  func own(_ folder: URL) throws {
    guard let owner else { return }
    guard chown(folder.path, owner.uid, owner.gid) == 0 else {
      throw PeerFailure(
        description: "Cannot give \(folder.path) to postgres: \(String(cString: strerror(errno)))")
    }
  }

  /// The executable and arguments that run `program` with `arguments` as the user.
  func command(_ program: URL, _ arguments: [String]) -> (URL, [String]) {
    guard owner != nil else { return (program, arguments) }
    return (
      Self.setpriv,
      ["--reuid=postgres", "--regid=postgres", "--init-groups", "--", program.path] + arguments
    )
  }
}

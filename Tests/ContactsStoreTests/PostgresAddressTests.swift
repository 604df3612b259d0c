import ContactsDomain
import ContactsPostgres
import ContactsTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("A postgres:// URL names a book, never with its password")
struct PostgresAddressTests {
  @Test func theURLFormsLibpqReadsAreRead() throws {
    let plain = try PostgresAddress("postgres://ada@db.example.com/book")
    #expect(plain.user == "ada" && plain.host == "db.example.com" && plain.port == 5432)
    #expect(plain.database == "book" && plain.socketFolder == nil && plain.tls == .prefer)
    #expect(plain.description == "postgres://ada@db.example.com/book")

    let long = try PostgresAddress("postgresql://ada@10.0.0.7:6543/book?sslmode=require")
    #expect(long.host == "10.0.0.7" && long.port == 6543 && long.tls == .require)
    #expect(long.description == "postgres://ada@10.0.0.7:6543/book?sslmode=require")
    #expect(try PostgresAddress("postgres://ada@h/b?sslmode=disable").tls == .disable)

    let socket = try PostgresAddress("postgres://ada@/book?host=/run/postgresql")
    #expect(socket.socketFolder == "/run/postgresql" && socket.host == nil)
    #expect(socket.tls == .disable && socket.port == 5432)
    #expect(socket.description == "postgres://ada@:5432/book?host=/run/postgresql")
    #expect(try PostgresAddress(socket.description) == socket)

    let fromEnvironment = try PostgresAddress(
      "postgres://db.example.com/book", environment: ["PGUSER": "bea", "USER": "cy"])
    #expect(fromEnvironment.user == "bea")
    #expect(
      try PostgresAddress("postgres://db.example.com/book", environment: ["USER": "cy"]).user
        == "cy")
    #expect(PostgresAddress.isAddress("postgresql://a@b/c"))
    #expect(!PostgresAddress.isAddress("/home/ada/contacts.sqlite"))
  }

  @Test func aPasswordInTheURLIsRefusedAndNotShown() {
    do {
      _ = try PostgresAddress("postgres://ada:hunter2@db.example.com/book")
      Issue.record("a URL with a password is refused")
    } catch {
      guard case .cannotOpen(let path, let reason) = error else {
        Issue.record("a refused URL cannot open, not \(error)")
        return
      }
      #expect(path == "postgres://ada:…@db.example.com/book")
      #expect(reason.contains("PGPASSWORD"))
      #expect(!error.message.contains("hunter2"))
    }
  }

  @Test(arguments: [
    ("/home/ada/contacts.sqlite", "not a postgres:// URL"),
    ("postgres://ada@db.example.com/", "names no database"),
    ("postgres://ada@db.example.com/book?sslmode=verify-full", "sslmode must be"),
    ("postgres://ada@db.example.com/book?application_name=x", "\"application_name\""),
    ("postgres://ada@/book", "names no host"),
    ("postgres://db.example.com/book", "names no user"),
  ])
  func aURLThatNamesNoBookIsRefusedWithTheReason(_ text: String, reason expected: String) {
    #expect {
      _ = try PostgresAddress(text)
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? ContactStoreError else { return false }
      return reason.contains(expected)
    }
  }

  /// Opens the book at `address` with `password`, and returns what refused it.
  private func refusal(opening address: PostgresAddress, password: String? = nil) async
    -> ContactStoreError?
  {
    do {
      _ = try await PostgresStore.open(address, password: password, connections: 1)
      return nil
    } catch {
      return error
    }
  }

  @Test(.enabled(if: PostgresServer.available)) func anUnknownDatabaseCannotOpenAndSaysWhere()
    async throws
  {
    let address = try PostgresAddress(try await PostgresServer.shared.makeDatabase() + "_missing")
    let error = try #require(await refusal(opening: address))
    guard case .cannotOpen(let path, let reason) = error else {
      Issue.record("an unknown database cannot open, not \(error)")
      return
    }
    #expect(path == address.description)
    #expect(reason.contains(address.database))
  }

  @Test func aRefusedPortCannotOpenAndSaysWhere() async throws {
    let closed = try LocalPort(listening: false)
    let address = try PostgresAddress(
      "postgres://ada@127.0.0.1:\(closed.port)/book?sslmode=disable")
    let error = try #require(await refusal(opening: address, password: "secret-one"))
    guard case .cannotOpen(let path, let reason) = error else {
      Issue.record("a refused port cannot open, not \(error)")
      return
    }
    #expect(path == "postgres://ada@127.0.0.1:\(closed.port)/book?sslmode=disable")
    // The system's words, not NIO's account of its attempts.
    #expect(reason == "Connection refused")
    #expect(!error.message.contains("secret-one"))
  }

  @Test(.enabled(if: PostgresServer.available))
  func aWrongPasswordCannotOpenAndTheMessageHoldsNoPassword() async throws {
    // The test server trusts every connection, so a server that asks for a password and
    // refuses it, as PostgreSQL does a wrong one, stands here on a port of its own.
    let server = try LocalPort(listening: true)
    let asked = server.refusePasswordOnce()
    let address = try PostgresAddress(
      "postgres://ada@127.0.0.1:\(server.port)/book?sslmode=disable")
    let error = try #require(await refusal(opening: address, password: "wrong-secret"))
    #expect(await asked.value == "wrong-secret")
    guard case .cannotOpen(let path, let reason) = error else {
      Issue.record("a wrong password cannot open, not \(error)")
      return
    }
    #expect(path == "postgres://ada@127.0.0.1:\(server.port)/book?sslmode=disable")
    #expect(reason == "password authentication failed for user \"ada\"")
    #expect(!error.message.contains("wrong-secret"))
  }
}

@Suite(
  "The password of a PostgreSQL book comes from PGPASSWORD, ~/.pgpass or a command",
  .removesTemporaryFolders)
struct PostgresAddressPasswordTests {
  private let address: PostgresAddress
  private let folder: URL

  init() throws {
    address = try PostgresAddress("postgres://ada@db.example.com:6543/book")
    folder = try makeTemporaryDirectory()
  }

  /// A password file holding `text`, with `permissions`.
  private func passwordFile(_ text: String, permissions: Int = 0o600) throws -> String {
    let path = folder.appendingPathComponent("pgpass-\(UUID().uuidString)").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.posixPermissions: permissions], ofItemAtPath: path)
    return path
  }

  /// The password `environment` gives, recording the commands run.
  private func password(_ environment: [String: String], commands: CommandLog = CommandLog())
    throws -> String?
  {
    try PostgresPassword(environment: environment) { command in
      commands.ran(command)
      return "from-command"
    }.password(for: address)
  }

  @Test func pgpasswordComesFirst() throws {
    let file = try passwordFile("*:*:*:*:from-file\n")
    let commands = CommandLog()
    let environment = [
      "PGPASSWORD": "from-environment", "PGPASSFILE": file,
      PostgresPassword.commandVariable: "pass show db",
    ]
    #expect(try password(environment, commands: commands) == "from-environment")
    #expect(commands.all.isEmpty)
  }

  @Test func aPasswordFileLineMatchesWithStarsAndEscapedColons() throws {
    let file = try passwordFile(
      """
      # host:port:database:user:password
      db.example.com:6543:other:ada:not-this-one
      db.example.com:5432:book:ada:nor-this-one
      *:6543:book:ada:pa\\:ss\\\\word
      *:*:*:*:too-late
      """)
    #expect(try password(["PGPASSFILE": file]) == "pa:ss\\word")
  }

  @Test func theHomesPgpassIsReadWhenNoPasswordFileIsNamed() throws {
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let file = home.appendingPathComponent(".pgpass").path
    try Data("*:*:book:ada:from-home\n".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
    #expect(try password(["HOME": home.path]) == "from-home")
  }

  @Test func aPasswordFileOthersMayReadIsIgnoredAndTheCommandRuns() throws {
    let file = try passwordFile("*:*:*:*:readable-by-all\n", permissions: 0o644)
    let commands = CommandLog()
    let environment = ["PGPASSFILE": file, PostgresPassword.commandVariable: "pass show db"]
    #expect(try password(environment, commands: commands) == "from-command")
    #expect(commands.all == ["pass show db"])
  }

  @Test func noSourceGivesNoPassword() throws {
    let commands = CommandLog()
    let file = try passwordFile("*:*:other:*:not-for-this-book\n")
    #expect(try password(["PGPASSFILE": file, "PGPASSWORD": ""], commands: commands) == nil)
    #expect(commands.all.isEmpty)
  }
}

/// The commands a password source ran.
private final class CommandLog: @unchecked Sendable {
  private let lock = NSLock()
  private var commands: [String] = []

  func ran(_ command: String) { lock.withLock { commands.append(command) } }
  var all: [String] { lock.withLock { commands } }
}

/// A TCP port of 127.0.0.1 held by the test: bound and closed to connections (nothing listens),
/// or listening for one connection to answer as a PostgreSQL server that refuses a password.
private final class LocalPort: @unchecked Sendable {
  let port: Int
  private let socket: Int32

  init(listening: Bool) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
      }
    }
    guard socket >= 0, bound, !listening || listen(socket, 1) == 0 else {
      close(socket)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.socket = socket
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(socket) }

  /// Answers one connection as PostgreSQL does a wrong password: asks for it in clear text
  /// (the protocol's AuthenticationCleartextPassword), then refuses it with SQLSTATE 28P01.
  /// The task's value is the password the client sent.
  func refusePasswordOnce() -> Task<String?, Never> {
    let socket = socket
    let (answer, given) = AsyncStream.makeStream(of: String?.self)
    // On a thread of its own, started now: `accept` and `recv` block, and the client gives up
    // when no answer comes within its connect timeout.
    Thread {
      given.yield(Self.refusePassword(on: accept(socket, nil, nil)))
      given.finish()
    }.start()
    return Task {
      for await password in answer { return password }
      return nil
    }
  }

  private static func refusePassword(on client: Int32) -> String? {

    defer { close(client) }
    // The startup message: its length, then the rest.
    guard let length = Self.readInt32(client), Self.read(client, count: length - 4) != nil
    else { return nil }
    Self.write(client, type: "R", body: Self.int32(3))
    guard Self.read(client, count: 1) == [UInt8(ascii: "p")],
      let passwordLength = Self.readInt32(client),
      let password = Self.read(client, count: passwordLength - 4)
    else { return nil }
    var fields: [UInt8] = []
    for (code, text) in [
      ("S", "FATAL"), ("V", "FATAL"), ("C", "28P01"),
      ("M", "password authentication failed for user \"ada\""),
    ] {
      fields += [UInt8(ascii: Unicode.Scalar(code)!)] + Array(text.utf8) + [0]
    }
    Self.write(client, type: "E", body: fields + [0])
    return String(decoding: password.dropLast(), as: UTF8.self)
  }

  private static func int32(_ value: Int) -> [UInt8] {
    withUnsafeBytes(of: Int32(value).bigEndian) { Array($0) }
  }

  private static func readInt32(_ client: Int32) -> Int? {
    read(client, count: 4).map { $0.reduce(0) { $0 << 8 | Int($1) } }
  }

  private static func read(_ client: Int32, count: Int) -> [UInt8]? {
    guard count >= 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes {
        recv(client, $0.baseAddress! + done, count - done, 0)
      }
      if got <= 0 { return nil }
      done += got
    }
    return bytes
  }

  private static func write(_ client: Int32, type: Character, body: [UInt8]) {
    let message = [type.asciiValue!] + int32(body.count + 4) + body
    _ = message.withUnsafeBytes { send(client, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
  }
}

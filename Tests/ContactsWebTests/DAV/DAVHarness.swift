import ContactsAccounts
import ContactsBuilds
import ContactsDAV
import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import ContactsVCard
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import ContactsWeb

/// The DAV routes over the real books a store serves (`ServedStore`: the shelf around
/// `contacts.sqlite` in a temporary folder, or a PostgreSQL database's one book, opened by the root
/// as `contacts serve` opens them), served in-process over HTTP as `contacts serve` serves them
/// (the browser's pages beside them), signing in against the accounts `accounts` kept in that
/// database with bcrypt and the throttle (none: a loopback server without accounts, where
/// everything is `soleOwner`'s). The default book, `contacts`, is the first account's, or
/// `soleOwner`'s when there are none.
struct DAVHarness: Sendable {
  /// The root over the store: the default book's contacts, backups and accounts.
  let root: AppRoot
  let shelf: any BookShelf
  let accounts: any AccountCheck
  /// Whether the server writes vCard 4.0.
  let writesV4: Bool
  /// The plain files the routes serve: the database's, unless a test gives others.
  var plainFiles: any PlainFiles

  /// The server started on `store`; on a file, `<defaultBook>.sqlite`, so that is the default
  /// book's name.
  init(
    on store: ServedStore = .sqliteFile, accounts: [String: String] = [:], writesV4: Bool = true,
    defaultBook: String = "contacts"
  ) async throws {
    root = try await store.openRoot(defaultBook: defaultBook)
    let records = try #require(root.accounts)
    let served = try #require(root.servedBooks(defaultOwner: accounts.keys.min() ?? soleOwner))
    for (name, password) in accounts.sorted(by: { $0.key < $1.key }) {
      _ = try await records.addAccount(name, passwordHash: await PasswordHashing.hash(password))
    }
    shelf = served.shelf
    plainFiles = served.files
    // The throttle's clock stands still: a wait it answers (Retry-After) does not depend on how
    // long a loaded machine took between two requests.
    let started = Date()
    self.accounts = await StoredAccountCheck(
      records: records, throttle: SignInThrottle(clock: { started }),
      credentials: VerifiedCredentials())
    self.writesV4 = writesV4
  }

  /// The book `name` of `owner`, made (without a display name) when there is none.
  func book(_ name: String = "contacts", of owner: String = soleOwner) async throws
    -> any ServedAddressBook
  {
    if let book = try await shelf.book(name, of: owner) { return book }
    _ = try await shelf.makeBook(name, displayName: nil, of: owner)
    return try #require(try await shelf.book(name, of: owner))
  }

  var routes: DAVRoutes {
    DAVRoutes(
      shelf: shelf, files: plainFiles, accounts: accounts,
      formats: CardFormats(
        v3: VCardFormat(version: .v3), v4: writesV4 ? VCardFormat(version: .v4) : nil))
  }

  func run(
    _ mode: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let router = ContactsWebApp.router(
      configuration: .init(host: "127.0.0.1", port: 0), protocols: [routes]
    ) { $0.app(RepositorySpy()) }
    try await Application(router: router).test(mode, body)
  }
}

/// A card's text, as a client PUTs it.
func vCard(uid: String?, name: String, extra: String = "") -> String {
  let uidLine = uid.map { "UID:\($0)\r\n" } ?? ""
  return
    "BEGIN:VCARD\r\nVERSION:3.0\r\n\(uidLine)FN:\(name)\r\nN:\(name);;;;\r\n\(extra)END:VCARD\r\n"
}

extension HTTPRequest.Method {
  static let propfind = HTTPRequest.Method("PROPFIND")!
  static let proppatch = HTTPRequest.Method("PROPPATCH")!
  static let mkcol = HTTPRequest.Method("MKCOL")!
  static let report = HTTPRequest.Method("REPORT")!
}

extension HTTPField.Name {
  static let depth = HTTPField.Name("Depth")!
  static let dav = HTTPField.Name("DAV")!
}

extension TestClientProtocol {
  /// `method path` with an XML (or any) body.
  func dav(
    _ method: HTTPRequest.Method, _ path: String, depth: String? = nil, body: String = "",
    headers: HTTPFields = [:]
  ) async throws -> TestResponse {
    var headers = headers
    if let depth { headers[.depth] = depth }
    if !body.isEmpty, headers[.contentType] == nil {
      headers[.contentType] = "application/xml; charset=utf-8"
    }
    return try await execute(
      uri: path, method: method, headers: headers, body: ByteBuffer(string: body))
  }

  /// PUTs `card` at `path`.
  func putCard(_ path: String, _ card: String, headers: HTTPFields = [:]) async throws
    -> TestResponse
  {
    var headers = headers
    headers[.contentType] = "text/vcard; charset=utf-8"
    return try await dav(.put, path, body: card, headers: headers)
  }
}

/// A PROPFIND body asking for `properties` (`d:`, `card:` and `cs:` prefixes declared).
func propfind(_ properties: String) -> String {
  """
  <?xml version="1.0" encoding="utf-8"?>
  <d:propfind xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav" \
  xmlns:cs="http://calendarserver.org/ns/"><d:prop>\(properties)</d:prop></d:propfind>
  """
}

/// A multistatus's responses, read back: each href with its text, in order.
struct Answered {
  let responses: [(href: String, xml: String)]

  init(_ text: String) {
    responses = text.matches(
      of: /<d:response><d:href>(.*?)<\/d:href>(.*?)<\/d:response>/.dotMatchesNewlines()
    ).map {
      (String($0.output.1), String($0.output.2))
    }
  }

  var hrefs: [String] { responses.map(\.href) }

  /// The text of the response for `href`.
  subscript(href: String) -> String? { responses.first { $0.href == href }?.xml }
}

import ArgumentParser
import ContactsCLI
import ContactsCardDAV
import ContactsDomain
import ContactsStore
import ContactsSync

/// `contacts sync [NAME]`: syncs every account, or the one named, both ways.
struct SyncRunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Sync every account, or the one named (what `contacts sync` does).",
    discussion: """
      Prints one line per account: from the server +added ~updated −removed; to the server …; \
      conflicts. A sync that would delete many contacts, or follows a server that suddenly \
      lists nothing, stops before changing anything: check, then run again with --yes.
      """)

  @Argument(help: "The account to sync; every account when left out.")
  var name: String?

  @Flag(help: "Print what would change on each side, and change nothing.")
  var dryRun = false

  @Flag(help: "Go ahead with a sync that deletes many contacts or empties a side.")
  var yes = false

  @Flag(help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var server: ServerOptions
  @OptionGroup var build: BuildOptions

  func run() async throws {
    let reports = try await withSyncDatabase(build) { database in
      var reports: [SyncJSON] = []
      for account in try await accounts(in: database) {
        let report = try await sync(account, database: database)
        reports.append(SyncJSON(account: account.name, report: report))
      }
      return reports
    }
    print(json ? try ContactJSON.encode(reports) : reports.map(\.text).joined(separator: "\n"))
  }

  private func accounts(in database: ContactDatabase) async throws -> [SyncAccount] {
    let all = try await database.syncState.accounts()
    guard let name else {
      guard !all.isEmpty else {
        throw CommandFailure("There is no sync account yet; add one with contacts sync add-account")
      }
      return all
    }
    guard let account = all.first(where: { $0.name == name }) else {
      throw SyncLedgerError.noAccount(name)
    }
    return [account]
  }

  private func sync(_ account: SyncAccount, database: ContactDatabase) async throws
    -> SyncReport
  {
    let connection = try server.connection(for: account)
    // The connection's URL is the address book once discovery found it.
    let book =
      account.addressBookURL == nil
      ? try await CardDAVDiscovery.addressBook(connection)
      : try CardDAVAddressBook(url: connection.url, connection: connection)
    do {
      let engine = SyncEngine(contacts: database, ledger: database.syncState, remote: book)
      var known = account
      known.addressBookURL = book.url.absoluteString
      let report = try await engine.sync(
        known, options: SyncOptions(dryRun: dryRun, confirmed: yes))
      try await book.close()
      return report
    } catch {
      try await book.close()
      throw error
    }
  }
}

/// One account's sync, as printed.
struct SyncJSON: Encodable {
  let account: String
  let summary: String
  let dryRun: Bool
  let counts: SyncCounts
  let skipped: [String]
  let notices: [String]

  init(account: String, report: SyncReport) {
    self.account = account
    summary = report.summary
    dryRun = report.isDryRun
    counts = report.counts
    skipped = report.skipped
    notices = report.notices
  }

  /// The summary line, then the skipped cards and the notices, indented.
  var text: String {
    ([summary] + skipped.map { "  skipped: \($0)" } + notices.map { "  note: \($0)" })
      .joined(separator: "\n")
  }
}

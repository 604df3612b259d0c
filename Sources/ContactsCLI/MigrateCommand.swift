import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsTerminal
import Foundation

/// `contacts migrate --from LOCATION --to LOCATION`: the whole book moved between a SQLite file
/// and a PostgreSQL database (docs/postgres.md), checked kind by kind once copied.
struct MigrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Copy a whole address book between a database file and a PostgreSQL database.",
    discussion: """
      Every contact in the list and in Recently deleted (with its id, uid, stamp and photo), \
      the group cards, the accounts of contacts serve (their password hashes as they are), \
      the sync accounts, records and conflicts, the plain files and what the CardDAV server \
      keeps are copied in one transaction, read from one moment of the source. The \
      destination must be empty: a file that does not exist yet, or a new PostgreSQL \
      database. The history goes too: every change, undone or not, and the earlier versions \
      of contacts and group cards. Once copied, both sides are counted and digested kind by \
      kind and must agree. Run again on a destination that already holds the same book, it \
      says so and changes nothing; on one that holds the same book without its history (a \
      copy made before migrate carried it), it copies the history in; on one that holds \
      another book, it refuses and changes nothing (docs/postgres.md).
      """
  )

  @Option(
    help: ArgumentHelp(
      "The book to copy: a database file or a postgres:// URL.", valueName: "location"))
  var from: String

  @Option(
    help: ArgumentHelp(
      "Where to copy it: a new database file or an empty postgres:// database.",
      valueName: "location"))
  var to: String

  /// Taken as every command takes it; the move is the stores' and the domain's, the same in
  /// both builds.
  @Option(
    name: ListingOption.architecture.name, help: "Which build serves the command: mvvm or viper.")
  var architecture: Architecture = BuildOptions.defaultArchitecture

  func run() async throws {
    guard Self.place(from) != Self.place(to) else {
      throw CommandFailure(BookMoveError.sameLocation(from).message, status: .usage)
    }
    let source = try Self.wholeBook(try await openAppRoot(explicitPath: from, access: .readOnly))
    let destination = try Self.wholeBook(
      try await openAppRoot(explicitPath: to, access: .readWrite))
    let bar = ProgressBar.standardError()
    defer { bar.finish() }
    do {
      let outcome = try await BookMove.run(
        from: source, to: destination, destinationName: to
      ) { copied in bar.show(counted: "copied \(Counted.contacts(copied))") }
      bar.finish()
      switch outcome {
      case .copied(let tally):
        printOutput(
          "Copied the address book from \(from) to \(to), and checked the copy:\n"
            + Self.table(tally), asJSON: false)
      case .alreadyThere(let tally):
        printOutput(
          "\(to) already holds this address book: nothing was copied.\n" + Self.table(tally),
          asJSON: false)
      case .historyAdded(let tally):
        printOutput(
          "\(to) held this address book without its history (an earlier migrate copied it "
            + "before migrate carried the history): copied the history from \(from) into it, "
            + "and checked the copy:\n" + Self.table(tally), asJSON: false)
      }
    } catch let error as BookMoveError {
      throw CommandFailure(error.message, status: .data)
    } catch let error as ContactStoreError {
      throw CommandFailure(error.message, status: ExitStatus(error))
    }
  }

  /// The options naming its two locations, either of which may be a PostgreSQL book
  /// (`NetworkCommands.namesPostgres`).
  static let locationOptions = ["--from", "--to"]

  /// Each kind's count and the first 16 digits of its digest (none for a kind it has none
  /// of), in columns.
  static func table(_ tally: BookTally) -> String {
    let width = BookKind.allCases.map(\.rawValue.count).max() ?? 0
    let counts = BookKind.allCases.map { Counted.grouped(tally.line($0).count) }
    let countWidth = max(5, counts.map(\.count).max() ?? 0)
    let pad = { (text: String, to: Int) in String(repeating: " ", count: max(0, to - text.count)) }
    let header = "kind" + pad("kind", width) + "  " + pad("count", countWidth) + "count  digest"
    let lines = zip(BookKind.allCases, counts).map { kind, count -> String in
      let line = tally.line(kind)
      let digest = line.count == 0 ? "-" : String(line.digest.prefix(16))
      let name = kind.rawValue + pad(kind.rawValue, width)
      return name + "  " + pad(count, countWidth) + count + "  " + digest
    }
    return ([header] + lines).joined(separator: "\n")
  }

  /// Where `location` is: a file by its full path, a URL as written.
  private static func place(_ location: String) -> String {
    DatabaseLocation.isPostgres(location)
      ? location : URL(fileURLWithPath: location).standardizedFileURL.path
  }

  private static func wholeBook(_ root: AppRoot) throws -> any WholeBook {
    guard let book = root.wholeBook else {
      throw CommandFailure("this store cannot be copied whole")
    }
    return book
  }
}

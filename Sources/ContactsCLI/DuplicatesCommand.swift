import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import Foundation

/// `contacts duplicates`: the pairs of contacts that may be one person, with why.
struct DuplicatesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "Print pairs of contacts that may be one person, and why.",
    discussion: """
      Pairs come in three lanes: identical (the same card once names are folded and values \
      sorted), likely (a shared email address, or a shared phone number compared in \
      international form, and names that do not contradict) and possible (names alone, after \
      folding case, accents, spacing, order and common short forms such as Bob and Robert). \
      Identical and likely pairs are shown by default; possible ones only with --lane possible. \
      Two contacts that share only a surname are never paired. A key shared by more than \
      \(DuplicateFinder.largestBlock) contacts (an office switchboard, a common name) pairs none \
      of them, and a line says so. --merge-identical merges each group of identical contacts \
      into its first (lowest id), all as one change that one `contacts undo` takes back; other \
      lanes are never merged without `contacts merge`.
      """
  )

  @Option(help: "Show only this lane: identical, likely or possible.")
  var lane: String?

  @Option(help: regionHelp)
  var region: String?

  @Flag(help: "Merge every group of identical contacts into its first, as one change.")
  var mergeIdentical = false

  @Flag(help: "With --merge-identical: show what would be merged, and change nothing.")
  var dryRun = false

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    let request: DuplicatesRequest
    do {
      request = try DuplicatesRequest(
        lane: lane, region: region, localeRegion: Locale.current.region?.identifier)
    } catch {
      throw CommandFailure(error.message, status: .usage)
    }
    if mergeIdentical {
      return try await CommandFailure.rethrowing {
        let screen = try await options.app(root).mergeIdentical(
          region: request.region, dryRun: dryRun)
        return try MergeCommand.output(screen, json: options.json)
      }
    }
    guard !dryRun else {
      throw CommandFailure("--dry-run goes with --merge-identical", status: .usage)
    }
    return try await CommandFailure.rethrowing {
      let screen = try await options.app(root).duplicates(request)
      return options.json ? try ContactJSON.encode(DuplicatesJSON(screen)) : Self.text(screen)
    }
  }

  /// A line per pair, "likely: #3 Bob Smith and #7 Robert Smith: same mobile …", a line per key
  /// not compared pairwise, and the notice.
  private static func text(_ screen: DuplicatesScreen) -> String {
    let rows = screen.rows.map { row in
      let first = ShownText.summaryLine(row.firstName)
      let second = ShownText.summaryLine(row.secondName)
      return "\(row.lane.rawValue): #\(row.firstID) \(first) and #\(row.secondID) \(second): "
        + ShownText.summaryLine(row.reason)
    }
    return (rows + screen.uncompared + (screen.notice.map { [$0] } ?? [])).joined(separator: "\n")
  }
}

extension DuplicatesCommand: RootCommand {
  var readsOnly: Bool { !mergeIdentical || dryRun }
}

/// What `duplicates` and `merge` say of `--region`.
let regionHelp = ArgumentHelp(
  """
  The region national phone numbers are read in (\
  \(PhoneRegion.callingCodes.keys.sorted().joined(separator: ", ")); default: the locale's.
  """)

/// The pairs as `duplicates --json` prints them.
struct DuplicatesJSON: Encodable {
  struct Pair: Encodable {
    let lane: String
    let ids: [Contact.ID]
    let names: [String]
    let reason: String
  }

  let pairs: [Pair]
  /// A sentence per key shared by too many contacts to compare pairwise.
  let uncompared: [String]

  init(_ screen: DuplicatesScreen) {
    uncompared = screen.uncompared
    pairs = screen.rows.map { row in
      Pair(
        lane: row.lane.rawValue, ids: [row.firstID, row.secondID],
        names: [row.firstName, row.secondName], reason: row.reason)
    }
  }
}

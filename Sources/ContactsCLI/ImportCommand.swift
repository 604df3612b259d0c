import ArgumentParser
import ContactsApp
import ContactsBuilds
import ContactsCSV
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import ContactsVCard
import Foundation

/// `contacts import FILE…`: the import screen, fed vCard files.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Import contacts from vCard (2.1, 3.0 or 4.0) or CSV files and print what changed.",
    discussion: """
      A card whose UID is already in the address book updates that contact instead of adding a \
      copy; a card with no UID gets one derived from its content, so importing the same file \
      twice changes nothing the second time. Names, phones, emails, organization, birthdays, \
      addresses, web sites, photos and groups become the contact's; a card without a name is \
      shown by its organization, nickname, email, phone or web site; a group card (KIND:group) \
      is a group. What the app has no field for (X- properties, parameters…) is kept with the \
      contact and written back by `contacts export`.

      The files are read as they are stored, a card at a time, all in one transaction. A line \
      that cannot be read is skipped and listed with its file and line, and the rest is \
      imported; with --strict the first such line stops the import and stores nothing. A card \
      larger than 8 MiB or with more than 10,000 properties, or with nothing to show it by (no \
      name, organization, nickname, email, phone or web site), is skipped and listed. A second, different card with a UID an \
      earlier card of the same import had is kept as a contact of its own and listed with both \
      lines ("kept separate"); export writes its UID back as the file had it, and importing \
      the file again finds it. The exit status is 2 when anything was skipped or kept \
      separate. On a terminal, a progress bar shows on standard error.

      A file whose first line is a CSV header is read as CSV (or any file, with --format csv): \
      Google Contacts' current and older exports, Outlook's (UTF-8, with or without a BOM, or \
      Windows-1252) and a plain CSV whose header names the fields ("First name", "email"…). \
      Each row is a contact with a uid derived from its content; a column the app has no field \
      for is kept and written back by `contacts export --format csv`; Google's system labels \
      ("* myContacts") are not groups. A row with no name, email or phone is skipped and listed \
      with its line.
      """
  )

  @Argument(
    help: ArgumentHelp("The vCard or CSV files; - reads standard input.", valueName: "file"))
  var files: [String]

  @Option(
    help: ArgumentHelp(
      "Read every file as vcard or csv, rather than by what it starts with.", valueName: "format"))
  var format: FileFormatChoice?

  @Flag(help: "Print what would be added and updated, and store nothing.")
  var dryRun = false

  @Flag(help: "Refuse a file at its first line that cannot be read, storing nothing.")
  var strict = false

  @OptionGroup var options: CommonOptions

  /// The name standard input goes by in errors and skipped cards.
  static let standardInputName = "standard input"

  /// Standard input, read a chunk at a time as the import goes.
  private static func standardInput() -> ImportFile.Contents {
    .source(FileBytes(path: "/dev/stdin", fileName: standardInputName))
  }

  func validate() throws {
    guard files.filter({ $0 == "-" }).count <= 1 else {
      throw ValidationError("- (standard input) can be read only once.")
    }
  }

  /// Prints the summary; exits with status 2 when a card or line was skipped or a card kept
  /// separate from another with its UID, so a script can tell an import that has something to
  /// say.
  func run() async throws {
    let summary = try await summary(
      root: try await options.build.openRoot(), standardInput: Self.standardInput,
      progressBar: .standardError())
    print(TerminalText.shown(try render(summary), asJSON: options.json))
    if !summary.isDryRun, summary.counts.added + summary.counts.updated > 0 {
      printToStandardError(UndoOffer.commandHint)
    }
    if !summary.reportLines.isEmpty { throw ExitCode(ExitStatus.partial.rawValue) }
  }

  func output(root: AppRoot) async throws -> String {
    try await output(
      root: root, standardInput: Self.standardInput,
      progressBar: .standardError())
  }

  /// The summary, reading `-` from `standardInput` and drawing progress on `progressBar`.
  func output(
    root: AppRoot, standardInput: () throws -> ImportFile.Contents,
    progressBar: ProgressBar
  ) async throws -> String {
    try render(
      try await summary(
        root: root, standardInput: standardInput, progressBar: progressBar))
  }

  private func summary(
    root: AppRoot, standardInput: () throws -> ImportFile.Contents,
    progressBar: ProgressBar
  ) async throws -> ImportSummary {
    try await CommandFailure.rethrowing {
      let picked = try files.map { path in
        path == "-"
          ? ImportFile(name: Self.standardInputName, contents: try standardInput())
          : try Self.readFile(path)
      }
      defer { progressBar.finish() }
      let vCard = VCardFormat(strict: strict)
      let chosen: any ContactFileFormat =
        switch format {
        case nil: DetectedFileFormat(vCard: vCard)
        case .vcard: vCard
        case .csv: CSVFormat()
        }
      return try await root.app(options.build.architecture, fileFormat: chosen).importFiles(
        picked, dryRun: dryRun, progress: progressBar.show)
    }
  }

  private func render(_ summary: ImportSummary) throws -> String {
    guard !options.json else { return try ContactJSON.encode(ImportJSON(summary)) }
    // The page's sentence (`ImportSummary.sentence`), then each skipped card's line cut as
    // every screen cuts it; the JSON keeps the counts and the whole lines.
    let lines = summary.reportLines.map { "  " + ShownText.summary($0) }
    return ([summary.sentence] + lines).joined(separator: "\n")
  }

  private static func readFile(_ path: String) throws -> ImportFile {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw CommandFailure("Cannot read \(path): there is no such file", status: .io)
    }
    try LocalFile.refuseDevice(path)
    guard !isFolder.boolValue, FileManager.default.isReadableFile(atPath: path) else {
      throw CommandFailure(
        "Cannot read \(path): \(isFolder.boolValue ? "it is a folder" : "access denied")",
        status: .io)
    }
    return .file(at: path)
  }
}

/// An import's summary as `--json` prints it.
struct ImportJSON: Codable, Equatable {
  let added: Int
  let updated: Int
  let unchanged: Int
  /// The first ``ImportSummary/listedSkips`` skipped cards' sentences.
  let skipped: [String]
  /// How many cards were skipped in all.
  let skippedCount: Int
  /// The first ``ImportSummary/listedSkips`` sentences of cards kept separate from an earlier
  /// card with their UID.
  let keptSeparate: [String]
  /// How many cards were kept separate in all.
  let keptSeparateCount: Int
  let dryRun: Bool

  init(_ summary: ImportSummary) {
    added = summary.counts.added
    updated = summary.counts.updated
    unchanged = summary.counts.unchanged
    skipped = summary.skipped
    skippedCount = summary.skippedCount
    keptSeparate = summary.keptSeparate
    keptSeparateCount = summary.counts.keptSeparate
    dryRun = summary.isDryRun
  }
}

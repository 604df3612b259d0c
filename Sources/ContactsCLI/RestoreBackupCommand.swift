import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import Foundation

/// `contacts restore-backup FILE`: the restore screen, fed a backup file.
struct RestoreBackupCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore-backup",
    abstract: "Replace the address book with a backup, after showing what changes.",
    discussion: """
      It first prints what restoring would change: the contacts added back, removed and \
      changed, counted, with the first few names; --dry-run stops there. Then, on a terminal, \
      it asks; when not on a terminal it refuses unless --yes is given. The book as it was is \
      kept first in the folder `backups` beside the database (the path is printed), then \
      replaced all at once: a kill at any moment leaves the old book or the backup, whole. A \
      file that is not a Contacts database, is damaged or comes from a newer version is \
      refused and nothing is changed. The sync accounts are kept as they are now (settings, \
      not contacts, even those added after the backup); the next sync of each compares the \
      whole book with its server.
      """
  )

  @Argument(
    help: ArgumentHelp("The backup file, as `contacts backup` writes it.", valueName: "file"))
  var file: String

  @Flag(help: "Print what would change, and change nothing.")
  var dryRun = false

  @Flag(help: "Restore without asking.")
  var yes = false

  @Flag(name: ListingOption.json.name, help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var options: BuildOptions

  func run() async throws {
    guard FileManager.default.fileExists(atPath: file) else {
      throw CommandFailure("Cannot read \(file): there is no such file", status: .io)
    }
    let app = try await options.openRoot().app(options.architecture)
    let output = try await output(app: app, isTerminal: isatty(STDIN_FILENO) == 1) { readLine() }
    printOutput(output, asJSON: json)
  }

  /// What the restore changes or changed, as printed: the lines, or with `--json` one object.
  private func printed(_ changes: BackupChanges, restored: RestoredBackup?) throws -> String {
    let json = RestoreBackupJSON(changes, of: file, restored: restored)
    return self.json ? try ContactJSON.encode(json) : json.lines.joined(separator: "\n")
  }

  /// The output, asking `answer` when `isTerminal` and neither `--yes` nor `--dry-run`.
  func output(
    app: any AddressBookApp, isTerminal: Bool, answer: () -> String?
  ) async throws -> String {
    try await CommandFailure.rethrowing {
      guard dryRun || yes || isTerminal else {
        throw CommandFailure(
          "Not restoring without confirmation: pass --yes when not on a terminal, or --dry-run "
            + "to see what would change", status: .usage)
      }
      if dryRun || !yes {
        let changes = try await app.previewRestore(file)
        if dryRun { return try printed(changes, restored: nil) }
        printToStandardError(
          TerminalText.shown(changes.previewLines(of: file).joined(separator: "\n")))
        FileHandle.standardError.write(Data("Replace the address book with it? [y/N] ".utf8))
        guard ["y", "yes"].contains(answer()?.lowercased().trimmingCharacters(in: .whitespaces))
        else {
          return json ? try printed(changes, restored: nil) : "Kept the address book as it is."
        }
        let restored = try await app.restoreBackup(file)
        return json
          ? try printed(restored.changes, restored: restored)
          : restored.lines.joined(separator: "\n")
      }
      // With --yes the restore says what it changed: the backup is checked and staged once.
      let restored = try await app.restoreBackup(file)
      return try printed(restored.changes, restored: restored)
    }
  }
}

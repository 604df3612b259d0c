import ArgumentParser
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import Foundation

/// `contacts backup FILE`: a consistent copy of the whole book, while others write to it.
struct BackupCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Copy the whole address book to a backup file, even while it is in use.",
    discussion: """
      The copy is the book as it was at one moment, made with SQLite's online backup while \
      `contacts serve`, an import or a sync go on writing. It is written beside FILE and \
      renamed into place once complete and on disk: an error or a kill leaves no partial file. \
      An existing FILE is kept unless --force is given. `contacts restore-backup FILE` puts \
      it back.

      Besides, the first command of a day that writes (or `contacts serve` starting) makes a \
      daily backup in the folder `backups` beside the database, named after the book \
      (contacts-YYYY-MM-DD.sqlite for contacts.sqlite), keeping its last \
      \(BackupFile.dailyKept); \(BackupFile.dailyBackupVariable)=off turns that off.
      """
  )

  @Argument(help: ArgumentHelp("The backup file to write.", valueName: "file"))
  var file: String?

  @Flag(help: "Replace FILE when it exists.")
  var force = false

  @Flag(help: .hidden)
  var daily = false

  @Flag(name: ListingOption.json.name, help: "Print JSON instead of plain text.")
  var json = false

  @OptionGroup var options: BuildOptions

  func validate() throws {
    guard (file == nil) == daily else {
      throw ValidationError("Give the backup file to write, as in `contacts backup FILE`.")
    }
  }

  func run() async throws {
    let maintenance = try await options.openRoot(.readOnly).maintenance
    do {
      guard let file else {
        // Started by a command: wait until it ends and closes the pipe it handed over.
        if isatty(STDIN_FILENO) == 0 { _ = FileHandle.standardInput.readDataToEndOfFile() }
        return try await maintenance.makeDailyBackup()
      }
      let size = try await maintenance.backup(to: file, replacing: force)
      let sentence = "Backed up the address book to \(file) (\(ByteCount.text(Int64(size))))."
      printOutput(
        json
          ? try ContactJSON.encode(BackupJSON(file: file, bytes: size, sentence: sentence))
          : sentence, asJSON: json)
    } catch let error as ContactStoreError {
      throw CommandFailure(error.message, status: ExitStatus(error))
    } catch let error as BackupError {
      throw CommandFailure(error.message, status: .usage)
    }
  }
}

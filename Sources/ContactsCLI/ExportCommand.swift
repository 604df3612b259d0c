import ArgumentParser
import ContactsApp
import ContactsCSV
import ContactsDomain
import ContactsRoot
import ContactsVCard
import Foundation

/// `contacts export`: the export screen, writing vCards or Google Contacts' CSV.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Write every contact (or one, to share) as vCards or CSV, to standard output or a file.",
    discussion: """
      Each card has FN, N and UID, the fields the app shows, and everything an import kept. \
      With --id only that contact is written: the bytes the web's "Share (.vcf)" sends. \
      With --output the file is written beside its destination and renamed into place once \
      complete: an error leaves no partial file, and an existing file as it was. An existing \
      file is kept unless --force is given, as `backup` keeps one. With --format csv the \
      contacts are written under Google Contacts' current header, which Google Contacts \
      imports and `contacts import` reads back.
      """
  )

  @Option(name: .customLong("vcard-version"), help: "The vCard version to write: 3.0 or 4.0.")
  var version: VCardVersion = .v4

  @Option(help: ArgumentHelp("The format to write: vcard or csv.", valueName: "format"))
  var format: FileFormatChoice = .vcard

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Replace the --output file when it exists.")
  var force = false

  @Option(
    help: ArgumentHelp(
      "Write only this contact, as `list --json` gives its id.", valueName: "id"))
  var id: Contact.ID?

  @OptionGroup var options: BuildOptions

  func run() async throws {
    let root = try await options.openRoot(.readOnly)
    do {
      try output.map(root.maintenance.refuseToOverwrite)
    } catch {
      throw CommandFailure(error.message, status: ExitStatus(error))
    }
    let note = try await export(root: root) {
      try FileHandle.standardOutput.write(contentsOf: $0)
    }
    printToStandardError(note)
  }

  /// Exports to `--output`, or to `standardOutput` without it; returns the note for people.
  func export(
    root: AppRoot, standardOutput: @escaping (Data) throws -> Void
  ) async throws -> String {
    try await CommandFailure.rethrowing {
      let file = try output.map { try AtomicFile.output($0, force: force) }
      let chosen: any ContactFileFormat =
        switch format {
        case .vcard: VCardFormat(version: version)
        case .csv: CSVFormat()
        }
      let app = root.app(options.architecture, fileFormat: chosen)
      let write = file.map { file in { try file.write($0) } } ?? standardOutput
      let summary: ExportSummary
      do {
        if let id {
          let card = try await app.share(id)
          try write(card.data)
          summary = ExportSummary(count: 1, fileName: card.fileName, mediaType: card.mediaType)
        } else {
          summary = try await app.export(write: write)
        }
      } catch {
        file?.discard()
        throw error
      }
      try file?.commit(replacing: force)
      return summary.message + (output.map { " to \($0)" } ?? "") + "."
    }
  }
}

extension VCardVersion: ExpressibleByArgument {}

/// The file formats `import --format` and `export --format` name.
enum FileFormatChoice: String, ExpressibleByArgument, CaseIterable {
  case vcard
  case csv
}

import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import Foundation

/// `contacts photo ID`: the photo of the details screen, its bytes as they are stored.
struct PhotoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "photo",
    abstract: "Write a contact's photo, byte for byte, to a file or standard output.",
    discussion: """
      The photo is an image (JPEG, PNG, GIF or WebP), not text: without --output it is written \
      to standard output only when that is a file or a pipe, never to a terminal. An existing \
      --output file is kept unless --force is given, as `export` and `backup` keep one.
      """
  )

  @Argument(help: "The contact's id, as `list --json` prints it.")
  var id: Contact.ID

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Replace the --output file when it exists.")
  var force = false

  @OptionGroup var options: BuildOptions

  func run() async throws {
    let note = try await write(
      root: try await options.openRoot(.readOnly),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1
    ) { try FileHandle.standardOutput.write(contentsOf: $0) }
    printToStandardError(note)
  }

  /// Writes the photo to `--output`, or to `standardOutput` unless it is a terminal; returns the
  /// note for people ("Wrote the photo of Ada Lovelace (JPEG, 12 kB) to ada.jpg.").
  func write(
    root: AppRoot, standardOutputIsTerminal: Bool,
    standardOutput: (Data) throws -> Void
  ) async throws -> String {
    do {
      try output.map(root.maintenance.refuseToOverwrite)
    } catch {
      throw CommandFailure(error.message, status: ExitStatus(error))
    }
    return try await CommandFailure.rethrowing {
      if output == nil && standardOutputIsTerminal {
        throw CommandFailure(
          "The photo is an image, not text: give --output FILE, or send it to a file with "
            + "> FILE", status: .usage)
      }
      let app = root.app(options.architecture)
      let card = try await app.show(id)
      guard let photo = try await app.photo(id), let caption = card.photoCaption else {
        throw CommandFailure("\(card.fullName) has no photo", status: .data)
      }
      if let output {
        let file = try AtomicFile.output(output, force: force)
        do {
          try file.write(photo.data)
        } catch {
          file.discard()
          throw CommandFailure(readableMessage("Could not write the photo", error), status: .io)
        }
        try file.commit(replacing: force)
      } else {
        try standardOutput(photo.data)
      }
      return "Wrote the photo of \(card.fullName) (\(caption))" + (output.map { " to \($0)" } ?? "")
        + "."
    }
  }
}

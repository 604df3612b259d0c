import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsTerminal
import Foundation

/// `contacts delete ID`: Delete on the details screen, then the confirmation.
struct DeleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Delete a contact, after asking.",
    discussion: """
      On a terminal it asks before deleting. When not on a terminal (a script, a pipe) it \
      refuses unless --yes is given.
      """
  )

  @Argument(help: "The contact's id, as `list --json` prints it.")
  var id: Contact.ID

  @Flag(help: "Delete without asking.")
  var yes = false

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(repository: any ContactRepository) async throws -> String {
    try await output(repository: repository, isTerminal: isatty(STDIN_FILENO) == 1) {
      readLine()
    }
  }

  /// The output, asking `answer` when `isTerminal` and not `--yes`.
  func output(
    repository: any ContactRepository, isTerminal: Bool, answer: () -> String?
  ) async throws -> String {
    try await CommandFailure.rethrowing {
      guard yes || isTerminal else {
        throw CommandFailure(
          "Not deleting without confirmation: pass --yes when not on a terminal", status: .usage)
      }
      let app = options.app(repository)
      if !yes {
        let card = try await app.askToDelete(id)
        FileHandle.standardError.write(
          Data("Delete \(TerminalText.shown(card.fullName))? [y/N] ".utf8))
        guard ["y", "yes"].contains(answer()?.lowercased().trimmingCharacters(in: .whitespaces))
        else {
          printToStandardError("Kept \(card.fullName).")
          return ""
        }
      }
      let card = try await app.delete(id)
      return options.json ? try ContactJSON.encode(ContactJSON(card)) : "Deleted \(card.fullName)"
    }
  }
}

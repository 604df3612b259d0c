import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import Foundation

/// `contacts delete ID`: Delete on the details screen, then the confirmation.
struct DeleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Delete a contact, after asking.",
    discussion: """
      On a terminal it asks before deleting. When not on a terminal (a script, a pipe) it \
      refuses unless --yes is given. The contact goes to Recently deleted (see `deleted`), \
      and `undo` brings it back; --forever deletes it for good, from the list or from \
      Recently deleted. A contact in the list may be named instead of its id, as `show` \
      takes it; one in Recently deleted is given by its id, as `deleted` prints it.
      """
  )

  @Argument(help: referenceHelp)
  var contact: ContactReference

  @Flag(help: "Delete without asking.")
  var yes = false

  @Flag(help: "Delete for good, not to Recently deleted; also empties it of this contact.")
  var forever = false

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await output(root: root, isTerminal: isatty(STDIN_FILENO) == 1) {
      readLine()
    }
  }

  /// The output, asking `answer` when `isTerminal` and not `--yes`.
  func output(
    root: AppRoot, isTerminal: Bool, answer: () -> String?
  ) async throws -> String {
    try await CommandFailure.rethrowing {
      guard yes || isTerminal else {
        throw CommandFailure(
          "Not deleting without confirmation: pass --yes when not on a terminal", status: .usage)
      }
      let app = options.app(root)
      let id = try await contact.id(in: root.contacts)
      if forever {
        return try await deleteForever(id, app, answer: answer)
      }
      if !yes {
        let card = try await app.askToDelete(id)
        let question = "\(TerminalText.shown(card.deleteQuestion)) [y/N] "
        guard confirmed(question, else: "Kept \(card.fullName).", answer: answer) else { return "" }
      }
      let card = try await app.delete(id)
      printToStandardError(UndoOffer.commandHint)
      return options.json ? try ContactJSON.encode(ContactJSON(card)) : "Deleted \(card.fullName)"
    }
  }

  /// `--forever`: asks (unless `--yes`) by id, as the contact may be in Recently deleted.
  private func deleteForever(
    _ id: Contact.ID, _ app: any AddressBookApp, answer: () -> String?
  ) async throws -> String {
    let question = "Delete contact \(id) for good? It cannot be undone. [y/N] "
    guard yes || confirmed(question, else: "Kept contact \(id).", answer: answer) else {
      return ""
    }
    let outcome = try await app.deleteForever(id)
    return options.json ? try ContactJSON.encode(TrashJSON(outcome)) : outcome.sentence
  }

  /// Asks `question` on standard error; true when `answer` is yes, else says `kept`.
  private func confirmed(_ question: String, else kept: String, answer: () -> String?) -> Bool {
    FileHandle.standardError.write(Data(question.utf8))
    guard ["y", "yes"].contains(answer()?.lowercased().trimmingCharacters(in: .whitespaces))
    else {
      printToStandardError(kept)
      return false
    }
    return true
  }
}

import ArgumentParser
import ContactsDomain

/// `contacts add`: the article's add screen.
struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a contact and print its full name.",
    discussion: """
      Both names are required; spaces around them are dropped. Each name may be at most \
      \(ContactDraft.maximumNameLength) characters long.
      """
  )

  @Option(help: "The contact's first name.")
  var firstName: String

  @Option(help: "The contact's last name.")
  var lastName: String

  @OptionGroup var options: CommonOptions

  func run() async throws {
    print(try await output(repository: options.openRepository()))
  }

  /// What the command prints, or the failure it reports.
  func output(repository: any ContactRepository) async throws -> String {
    let screen = await options.architecture.frontEnd.addContact(
      firstName: firstName, lastName: lastName, repository: repository)
    switch screen {
    case .added(let row):
      return options.json ? try ContactJSON.encode(ContactJSON(row)) : row.fullName
    case .alert(let message):
      throw CommandFailure(message)
    }
  }
}

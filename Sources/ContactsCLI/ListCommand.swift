import ArgumentParser
import ContactsDomain

/// `contacts list`: the article's list screen.
struct ListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print every contact's full name, one per line, in order.",
    discussion: """
      The order ignores case and accents: "adam smith" comes before "Ángel Díaz", which comes \
      before "Zoe Adams".
      """
  )

  @OptionGroup var options: CommonOptions

  func run() async throws {
    let text = try await output(repository: options.openRepository())
    if !text.isEmpty { print(text) }
  }

  /// What the command prints, or the failure it reports.
  func output(repository: any ContactRepository) async throws -> String {
    switch await options.architecture.frontEnd.showList(repository: repository) {
    case .rows(let rows):
      return options.json
        ? try ContactJSON.encode(rows.map(ContactJSON.init))
        : rows.map(\.fullName).joined(separator: "\n")
    case .noContent:
      printToStandardError(
        "No contacts yet. Add one with: contacts add --first-name … --last-name …")
      return options.json ? "[]" : ""
    case .error(let message):
      throw CommandFailure(message)
    }
  }
}

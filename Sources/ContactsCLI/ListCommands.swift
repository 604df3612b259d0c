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

  func run() async throws { try await options.run(self) }

  func output(repository: any ContactRepository) async throws -> String {
    try options.render(await options.frontEnd.list(query: "", repository: repository))
  }
}

/// `contacts search TEXT`: the list screen's search field.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Print the full names of matching contacts, one per line, in order.",
    discussion: """
      Matches any part of a name, ignoring case and accents ("ange" finds Ángel Díaz), any part \
      of an email address, and phone digits whatever the spaces, dashes and brackets.
      """
  )

  @Argument(help: "What to look for.")
  var text: String

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(repository: any ContactRepository) async throws -> String {
    try options.render(await options.frontEnd.list(query: text, repository: repository))
  }
}

import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot

/// `contacts groups`: the groups screen.
struct GroupsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "groups",
    abstract: "Print every group with how many contacts are in it, in order.",
    discussion: """
      A group comes of a card's CATEGORIES or of a group card (vCard 4.0 KIND:group, Apple's \
      X-ADDRESSBOOKSERVER-KIND:group). `contacts list --group NAME` lists its contacts.
      """
  )

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      switch try await options.app(root).groups() {
      case .groups(let rows):
        guard !options.json else { return try ContactJSON.encode(rows.map(GroupJSON.init)) }
        return rows.map { "\($0.shownName) (\($0.countText))" }.joined(separator: "\n")
      case .noGroups:
        printToStandardError(GroupsScreen.noGroupsSentence)
        return options.json ? "[]" : ""
      }
    }
  }
}

/// A group as `groups --json` prints it.
private struct GroupJSON: Encodable {
  let name: String
  let count: Int

  init(_ row: GroupRow) {
    name = row.name
    count = row.count
  }
}

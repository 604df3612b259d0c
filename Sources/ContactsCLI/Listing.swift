import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsRoot

/// What `list` and `search` do once their words are read, by ArgumentParser or by
/// `QuickCommandLine`: plain values, so a quick reading makes none of ArgumentParser's types.
struct Listing: Equatable {
  /// The search text; empty for `list`.
  var query = ""
  var limit: Int?
  var after: String?
  /// The group to list; nil for every contact.
  var group: String?
  var database: String?
  var architecture = BuildOptions.defaultArchitecture
  var json = false
  /// True to print each row's id, a tab, then its name.
  var ids = false

  /// The sentence refusing `query`, `limit`, `after` or `group`; nil when they are fine.
  static func refusal(query: String = "", limit: Int?, after: String?, group: String? = nil)
    -> String?
  {
    guard ListScreen.isSearchable(query + (group ?? "")) else {
      return ListScreen.unsearchableSentence
    }
    if let limit, let refusal = NumberRefusal.limit(String(limit)) { return refusal }
    if let after, ContactPosition(cursor: after) == nil {
      return "--after takes a key printed by an earlier run with --limit"
    }
    if let group, group.allSatisfy(\.isWhitespace) {
      return "--group takes a group's name, as `contacts groups` prints them"
    }
    return nil
  }

  /// Opens the database read-only and prints the rows.
  func run() async throws {
    let root = try await openAppRoot(explicitPath: database, access: .readOnly)
    printOutput(try await output(root: root), asJSON: json)
  }

  /// The rows of one window (with --limit) or of every window, rendered. As text, each
  /// window's names go straight into the output, so rows are not kept beyond their window.
  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      let window = ContactListWindow(
        limit: limit ?? PageRequest.maximumLimit, query: query, namesOnly: !json,
        placed: false, group: group)
      var input =
        after.flatMap(ContactPosition.init(cursor:)).map { ListInput.next(after: $0) }
        ?? .search(query)
      let app = root.app(architecture)
      var rows: [ContactViewModel] = []
      var names = NameLines(ids: ids)
      while true {
        let screen = try await app.list(input, in: window)
        guard case .rows(let page, _, let next, _) = screen, let last = page.last else {
          if rows.isEmpty && names.isEmpty { return try render(screen) }
          break
        }
        if json { rows += page } else { names.append(page) }
        guard next != nil else { break }
        guard limit != nil else {
          input = .next(after: last.position)
          continue
        }
        printToStandardError(
          "More contacts follow; continue with --after \(last.position.cursor)")
        break
      }
      return json ? try render(.rows(rows, previous: nil, next: nil, place: nil)) : names.text
    }
  }

  /// The list or search results: full names one per line, or a JSON array.
  func render(_ screen: ListScreen) throws -> String {
    switch screen {
    case .rows(let rows, _, _, _):
      if json { return ContactJSON.list(rows.map(\.card)) }
      var names = NameLines(ids: ids)
      names.append(rows)
      return names.text
    case .noContent:
      printToStandardError(
        "No contacts yet. Add one with: contacts add --first-name … --last-name …")
      return json ? "[]" : ""
    case .noResults(let query):
      printToStandardError(ListScreen.noResultsSentence(query))
      return json ? "[]" : ""
    case .emptyGroup(let group):
      printToStandardError(
        ListScreen.emptyGroupSentence(group) + " The groups are listed by: contacts groups")
      return json ? "[]" : ""
    case .endOfList:
      printToStandardError("\(ListScreen.endOfListSentence) Start again without --after.")
      return json ? "[]" : ""
    }
  }
}

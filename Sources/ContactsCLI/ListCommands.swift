import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation

/// `contacts list`: the article's list screen.
struct ListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print every contact's full name, one per line, in order.",
    discussion: """
      The order ignores case and accents: "adam smith" comes before "Ángel Díaz", which comes \
      before "Zoe Adams". With --limit, it prints one window and, on standard error, the command \
      that prints the next one.
      """
  )

  @OptionGroup var paging: PagingOptions
  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(repository: any ContactRepository) async throws -> String {
    try await paging.output(query: "", options: options, repository: repository)
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

  @OptionGroup var paging: PagingOptions
  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(repository: any ContactRepository) async throws -> String {
    try await paging.output(query: text, options: options, repository: repository)
  }
}

/// `--limit` and `--after`: a window of the list, keyed on the sort order.
struct PagingOptions: ParsableArguments {
  // Unconditional: `--limit -1` reaches validate() and its sentence, not "Missing value".
  @Option(
    parsing: .unconditional,
    help: "Print at most this many contacts (1 to \(PageRequest.maximumLimit)).")
  var limit: Int?

  @Option(help: "Start after this key, as printed by an earlier run with --limit.")
  var after: String?

  func validate() throws {
    if let limit, !(1...PageRequest.maximumLimit).contains(limit) {
      throw ValidationError("--limit must be between 1 and \(PageRequest.maximumLimit)")
    }
    if let after, ContactPosition(cursor: after) == nil {
      throw ValidationError("--after takes a key printed by an earlier run with --limit")
    }
  }

  /// The rows of one window (with --limit) or of every window, rendered. As text, each
  /// window's names go straight into the output, so rows are not kept beyond their window.
  func output(query: String, options: CommonOptions, repository: any ContactRepository)
    async throws -> String
  {
    try await CommandFailure.rethrowing {
      var request = PageRequest(
        after.flatMap(ContactPosition.init(cursor:)).map { .after($0) } ?? .first,
        limit: limit ?? PageRequest.maximumLimit, query: query, namesOnly: !options.json)
      let app = options.app(repository)
      var rows: [ContactViewModel] = []
      var names = NameLines()
      while true {
        let screen = try await app.list(request)
        guard case .rows(let page, _, let next) = screen else {
          if rows.isEmpty && names.isEmpty { return try options.render(screen) }
          break
        }
        if options.json { rows += page } else { names.append(page) }
        guard let next else { break }
        guard limit != nil else {
          request = next
          continue
        }
        if case .after(let position) = next.anchor {
          printToStandardError("More contacts follow; continue with --after \(position.cursor)")
        }
        break
      }
      return options.json ? try options.render(.rows(rows, previous: nil, next: nil)) : names.text
    }
  }
}

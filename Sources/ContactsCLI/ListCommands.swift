import ArgumentParser
import ContactsDomain
import ContactsRoot

/// `contacts list`: the article's list screen.
struct ListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print every contact's full name, one per line, in order.",
    discussion: """
      The order ignores case and accents: "adam smith" comes before "Ángel Díaz", which comes \
      before "Zoe Adams". With --limit, it prints one window and, on standard error, the command \
      that prints the next one. With --ids each line is the contact's id, a tab and the name, \
      for `cut -f1`.
      """
  )

  @OptionGroup var paging: PagingOptions
  @OptionGroup var options: CommonOptions

  /// What the options ask for.
  var listing: Listing { paging.listing(query: "", options: options) }

  func run() async throws { try await listing.run() }

  func output(root: AppRoot) async throws -> String {
    try await listing.output(root: root)
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

  /// What the text and options ask for.
  var listing: Listing { paging.listing(query: text, options: options) }

  func validate() throws {
    if let refusal = Listing.refusal(query: text, limit: nil, after: nil) {
      throw ValidationError(refusal)
    }
  }

  func run() async throws { try await listing.run() }

  func output(root: AppRoot) async throws -> String {
    try await listing.output(root: root)
  }
}

/// `--limit` and `--after`: a window of the list, keyed on the sort order; `--group`: the
/// contacts of one group.
struct PagingOptions: ParsableArguments {
  // Unconditional: `--limit -1` reaches validate() and its sentence, not "Missing value".
  @Option(
    name: ListingOption.limit.name, parsing: .unconditional,
    help: "Print at most this many contacts (1 to \(PageRequest.maximumLimit)).")
  var limit: Int?

  @Option(
    name: ListingOption.after.name,
    help: "Start after this key, as printed by an earlier run with --limit.")
  var after: String?

  @Option(
    name: ListingOption.group.name,
    help: "Only the contacts in this group, as `contacts groups` names it.")
  var group: String?

  @Flag(
    name: ListingOption.ids.name,
    help: "Print each contact's id, then a tab, before its name.")
  var ids = false

  func validate() throws {
    if let refusal = Listing.refusal(limit: limit, after: after, group: group) {
      throw ValidationError(refusal)
    }
  }

  /// The listing of `query` these options and `options` ask for.
  func listing(query: String, options: CommonOptions) -> Listing {
    Listing(
      query: query, limit: limit, after: after, group: group, database: options.build.database,
      architecture: options.build.architecture, json: options.json, ids: ids)
  }
}

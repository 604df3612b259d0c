/// `list` and `search` read without ArgumentParser, whose reflection is a fifth of a short
/// listing's time: each option type it meets makes the Swift runtime scan every protocol
/// conformance record of the executable.
///
/// It reads only the plain spellings (`--limit 50`, `--after KEY`, `--database PATH`,
/// `--architecture NAME`, `--json`, and `search`'s text) and gives the listing ArgumentParser
/// would. Anything else — another command, help, `--name=value`, a repeated or unknown option,
/// a value that starts with `-`, a value the command refuses — gives nil, and ArgumentParser
/// reads the line as before, with its own messages.
enum QuickCommandLine {
  /// The listing a plain `list` or `search` line asks for; nil for anything else.
  static func listing(_ arguments: [String]) -> Listing? {
    guard let name = arguments.first, name == "list" || name == "search" else { return nil }
    let takesText = name == "search"
    var listing = Listing()
    // The options and the text met so far: each may come once.
    var seen: [String] = []
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      let key = isPlain(word) ? "<text>" : word
      guard !seen.contains(key) else { return nil }
      seen.append(key)
      switch word {
      case "--json": listing.json = true
      case "--limit", "--after", "--database", "--architecture":
        guard let value = rest.popFirst(), isPlain(value) else { return nil }
        switch word {
        case "--limit":
          guard let limit = Int(value) else { return nil }
          listing.limit = limit
        case "--after": listing.after = value
        case "--database": listing.database = value
        default:
          guard let architecture = Architecture(rawValue: value) else { return nil }
          listing.architecture = architecture
        }
      default:
        guard takesText, isPlain(word) else { return nil }
        listing.query = word
      }
    }
    guard takesText == seen.contains("<text>"),
      Listing.refusal(limit: listing.limit, after: listing.after) == nil
    else { return nil }
    return listing
  }

  /// True for a word ArgumentParser reads as a value wherever it stands: not empty, not
  /// starting with a dash.
  private static func isPlain(_ word: String) -> Bool {
    !word.isEmpty && !word.hasPrefix("-")
  }
}

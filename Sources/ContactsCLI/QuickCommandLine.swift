import ArgumentParser
import ContactsDomain

/// `list` and `search` read without ArgumentParser's reflection, which is a fifth of a short
/// listing's time: each option type it meets makes the Swift runtime scan every protocol
/// conformance record of the executable.
///
/// It reads only the plain spellings (`--limit 50`, `--after KEY`, `--database PATH`,
/// `--architecture NAME`, `--json`, and `search`'s text) and gives the same command value that
/// ArgumentParser would. Anything else — another command, help, `--name=value`, a repeated or
/// unknown option, a value that starts with `-`, a value the command refuses — gives nil, and
/// ArgumentParser reads the line as before, with its own messages.
enum QuickCommandLine {
  /// The `list` or `search` command `arguments` spell plainly; nil for anything else.
  static func command(_ arguments: [String]) -> (any AsyncParsableCommand)? {
    guard let name = arguments.first, name == "list" || name == "search",
      let words = Words(arguments.dropFirst(), takesText: name == "search")
    else { return nil }
    var build = BuildOptions()
    build.database = words.values["--database"]
    build.architecture = BuildOptions.defaultArchitecture
    if let architecture = words.values["--architecture"] {
      guard let chosen = Architecture(rawValue: architecture) else { return nil }
      build.architecture = chosen
    }
    var options = CommonOptions()
    options.build = build
    options.json = words.json
    var paging = PagingOptions()
    paging.limit = nil
    if let limit = words.values["--limit"] {
      guard let number = Int(limit) else { return nil }
      paging.limit = number
    }
    paging.after = words.values["--after"]
    guard (try? paging.validate()) != nil else { return nil }
    if let text = words.text {
      var search = SearchCommand()
      search.text = text
      search.paging = paging
      search.options = options
      return search
    }
    var list = ListCommand()
    list.paging = paging
    list.options = options
    return list
  }

  /// The words after the command's name, when each is one of the plain spellings.
  private struct Words {
    static let options: Set = ["--limit", "--after", "--database", "--architecture"]

    var values: [String: String] = [:]
    var json = false
    var text: String?

    init?(_ words: ArraySlice<String>, takesText: Bool) {
      var rest = words
      while let word = rest.popFirst() {
        if word == "--json" {
          guard !json else { return nil }
          json = true
        } else if Self.options.contains(word) {
          guard values[word] == nil, let value = rest.popFirst(), Self.isPlain(value) else {
            return nil
          }
          values[word] = value
        } else {
          guard takesText, text == nil, Self.isPlain(word) else { return nil }
          text = word
        }
      }
      guard takesText == (text != nil) else { return nil }
    }

    /// True for a word ArgumentParser reads as a value wherever it stands: not empty, not
    /// starting with a dash.
    private static func isPlain(_ word: String) -> Bool {
      !word.isEmpty && !word.hasPrefix("-")
    }
  }
}

import ArgumentParser
import ContactsBuilds

/// `list` and `search` read without ArgumentParser's parser, whose reflection is a fifth of a
/// short listing's time: each option type it meets makes the Swift runtime scan every protocol
/// conformance record of the executable.
///
/// It shares the commands' definitions rather than copying them: their names (each command's
/// `configuration`), their options' names (`ListingOption`), how a value is read (each type's
/// `ExpressibleByArgument` initializer), the default build and the refusals (`Listing`). It
/// reads only the plain spellings (`--limit 50`, `--after KEY`, `--group NAME`, `--database PATH`,
/// `--architecture NAME`, `--json`, `--ids`, and `search`'s text) and gives the listing ArgumentParser
/// would. Anything else — another command, help, `--name=value`, a repeated or unknown option,
/// a value that starts with `-`, a value the command refuses — gives nil, and ArgumentParser
/// reads the line, with its own messages.
enum QuickCommandLine {
  /// The listing a plain `list` or `search` line asks for; nil for anything else.
  static func listing(_ arguments: [String]) -> Listing? {
    guard let name = arguments.first,
      name == ListCommand.configuration.commandName
        || name == SearchCommand.configuration.commandName
    else { return nil }
    let takesText = name == SearchCommand.configuration.commandName
    var listing = Listing()
    // The options and the text met so far: each may come once.
    var seen: [String] = []
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      let key = isPlain(word) ? "<text>" : word
      guard !seen.contains(key) else { return nil }
      seen.append(key)
      guard let option = ListingOption.allCases.first(where: { $0.spelling == word }) else {
        guard takesText, isPlain(word) else { return nil }
        listing.query = word
        continue
      }
      if option == .json || option == .ids {
        listing.json = listing.json || option == .json
        listing.ids = listing.ids || option == .ids
        continue
      }
      guard let value = rest.popFirst(), isPlain(value), listing.set(option, to: value) else {
        return nil
      }
    }
    guard takesText == seen.contains("<text>"),
      Listing.refusal(
        query: listing.query, limit: listing.limit, after: listing.after, group: listing.group)
        == nil
    else { return nil }
    return listing
  }

  /// True for a word ArgumentParser reads as a value wherever it stands: not empty, not
  /// starting with a dash.
  private static func isPlain(_ word: String) -> Bool {
    !word.isEmpty && !word.hasPrefix("-")
  }
}

extension Listing {
  /// Sets `option` to `value` read as ArgumentParser reads it; false when it cannot be read.
  fileprivate mutating func set(_ option: ListingOption, to value: String) -> Bool {
    switch option {
    case .limit:
      guard let limit = Int(argument: value) else { return false }
      self.limit = limit
    case .after: after = value
    case .group: group = value
    case .database: database = value
    case .architecture:
      guard let architecture = Architecture(argument: value) else { return false }
      self.architecture = architecture
    case .json, .ids: return false  // flags: they take no value
    }
    return true
  }
}

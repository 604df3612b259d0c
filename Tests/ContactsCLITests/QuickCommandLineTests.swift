import ArgumentParser
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("list and search read without ArgumentParser, as ArgumentParser reads them")
struct QuickCommandLineTests {
  /// A cursor `--after` takes, as `list --limit` prints it.
  static let cursor = "YW5nZWwgZGlhegHDgW5nZWwgRMOtYXoANQ"

  /// Words a command line may hold after `list` or `search`: plain spellings, and the ones the
  /// quick reading leaves to ArgumentParser.
  static let words = [
    "--limit", "50", "1", "1000", "0", "1001", "-1", "+7", "x", "--after", cursor, "bad",
    "--database", "/tmp/book.sqlite", "--architecture", "mvvm", "viper", "MVVM", "--json",
    "--ids",
    "müller", "help", "-h", "--help", "--limit=5", "--", "", "--bogus", "-",
  ]

  /// Checks `arguments`: read quickly, they give what ArgumentParser gives; true when they were.
  @discardableResult
  static func check(_ arguments: [String]) -> Bool {
    guard let quick = QuickCommandLine.listing(arguments) else { return false }
    let parsed = try? ContactsCommand.parseAsRoot(arguments)
    let listing = (parsed as? ListCommand)?.listing ?? (parsed as? SearchCommand)?.listing
    #expect(listing == quick, "\(arguments): ArgumentParser reads it otherwise")
    return true
  }

  @Test(arguments: [ListCommand.self, SearchCommand.self] as [any ParsableCommand.Type])
  func theQuickReadingKnowsEveryOptionArgumentParserDeclaresForTheCommand(
    command: any ParsableCommand.Type
  ) {
    let usage = ContactsCommand.usageString(for: command)
    let declared = Set(
      usage.split(separator: " ").compactMap { word in
        word.firstRange(of: /--[a-z-]+/).map { String(word[$0]) }
      })
    #expect(declared == Set(ListingOption.allCases.map(\.spelling)), "\(usage)")
    // A value each option takes.
    let values: [ListingOption: [String]] = [
      .limit: ["5"], .after: [Self.cursor], .group: ["Family"], .database: ["/tmp/book.sqlite"],
      .architecture: ["mvvm"], .json: [], .ids: [],
    ]
    for option in ListingOption.allCases {
      let line =
        [command.configuration.commandName ?? ""]
        + (command == SearchCommand.self ? ["ada"] : []) + [option.spelling]
        + (values[option] ?? [])
      #expect(Self.check(line), "\(line) is not read quickly")
    }
  }

  @Test func everyLineOfOneOrTwoWordsReadsAsArgumentParserReadsIt() {
    var read = 0
    for name in ["list", "search", "show", "help", "--help"] {
      for first in [nil] + Self.words {
        for second in [nil] + Self.words {
          if Self.check([name] + [first, second].compactMap { $0 }) { read += 1 }
        }
      }
    }
    #expect(read > 50)
  }

  /// Pieces of a generated line: an option with one of its values (some refused), the flag, a
  /// text, or one of the awkward words.
  static let pieces: [[[String]]] = [
    ["50", "1", "1000", "0", "-1", "x"].map { ["--limit", $0] },
    [cursor, "bad", "-x"].map { ["--after", $0] },
    ["Family", "", " ", "-x"].map { ["--group", $0] },
    ["/tmp/book.sqlite", "", "a b"].map { ["--database", $0] },
    ["mvvm", "viper", "MVVM"].map { ["--architecture", $0] },
    [["--json"]], [["müller"], ["ada"]],
    [["-h"], ["--"], ["--limit=5"], ["--bogus"], ["help"]],
  ]

  @Test func generatedLinesOfPlainAndAwkwardPiecesReadAsArgumentParserReadsThem() {
    var generator = SystemRandomNumberGenerator()
    var read = 0
    for _ in 0..<4000 {
      let line = (0..<Int.random(in: 1...5, using: &generator)).flatMap { _ in
        Self.pieces.randomElement(using: &generator)!.randomElement(using: &generator)!
      }
      if Self.check([Bool.random(using: &generator) ? "list" : "search"] + line) { read += 1 }
    }
    // About a tenth of the lines are plain (400 of 4,000); far fewer would mean the pieces no
    // longer are.
    #expect(read > 200)
  }

  @Test(arguments: [
    ["list"],
    ["list", "--limit", "50"],
    ["list", "--json", "--architecture", "mvvm", "--database", "/tmp/a b.sqlite"],
    ["list", "--limit", "50", "--after", cursor],
    ["search", "müller"],
    ["search", "--limit", "3", "ada", "--json", "--architecture", "viper"],
  ])
  func thePlainSpellingsAreReadQuickly(arguments: [String]) {
    #expect(Self.check(arguments))
  }

  @Test(arguments: [
    ["list", "--limit", "-1"], ["list", "--limit", "0"], ["list", "--limit", "x"],
    ["list", "--bogus"], ["list", "--after", "bad"], ["list", "--architecture", "MVVM"],
    ["list", "ada"], ["search"], ["search", "a", "b"], ["list", "--limit=x"],
    ["search", "--", "-x", "y"], ["list", "--database"],
  ])
  func whatTheQuickReadingLeavesIsRefusedByArgumentParserByteForByte(arguments: [String])
    async throws
  {
    #expect(QuickCommandLine.listing(arguments) == nil)
    let error = try #require(throws: (any Error).self) {
      try ContactsCommand.parseAsRoot(arguments)
    }
    try await withTemporaryDirectory { folder in
      let result = try runContacts(arguments, home: folder)
      #expect(result.status == ContactsCommand.exitCode(for: error).rawValue)
      #expect(result.standardError == ContactsCommand.fullMessage(for: error) + "\n")
      #expect(result.standardOutput == "")
    }
  }

  @Test(
    arguments: [
      (["list", "--help"], ListCommand.self), (["help", "list"], ListCommand.self),
      (["search", "-h"], SearchCommand.self), (["search", "müller", "--help"], SearchCommand.self),
    ] as [([String], any ParsableCommand.Type)])
  func helpIsArgumentParsersByteForByte(arguments: [String], command: any ParsableCommand.Type)
    async throws
  {
    #expect(QuickCommandLine.listing(arguments) == nil)
    try await withTemporaryDirectory { folder in
      let result = try runContacts(arguments, home: folder)
      #expect(result.status == 0)
      #expect(result.standardOutput == ContactsCommand.helpMessage(for: command) + "\n")
    }
  }

  @Test func searchAndListEscapeControlAndDirectionCharactersOfStoredNames() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      for name in ["Ada Lovelace", "Alan Turing"] {
        #expect(try runContacts(addArguments(name, "--database", path), home: folder).status == 0)
      }
      let sqlite = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/sqlite3"),
        [path, "UPDATE contact SET lastName = lastName || char(27) || '[2J' || char(8238)"])
      #expect(sqlite.status == 0, "\(sqlite.standardError)")
      let expected = "Ada Lovelace^[[2J<U+202E>\nAlan Turing^[[2J<U+202E>\n"
      for architecture in ["mvvm", "viper"] {
        let options = ["--database", path, "--architecture", architecture]
        #expect(try runContacts(["list"] + options, home: folder).standardOutput == expected)
        #expect(
          try runContacts(["search", "a"] + options, home: folder).standardOutput == expected)
        let window = try runContacts(["list", "--limit", "1"] + options, home: folder)
        #expect(window.standardOutput == "Ada Lovelace^[[2J<U+202E>\n")
        #expect(window.standardError.hasPrefix("More contacts follow; continue with --after "))
      }
    }
  }
}

import ContactsTestSupport
import Foundation
import Testing

/// Every `contacts` command, run by the built executable in both builds on the same database,
/// prints the same bytes: the README's promise, kept by deciding each rule once.
@Suite("Both builds print the same bytes for every command")
struct SameBytesCommandLineSpec {
  @Test func everyCommandPrintsTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let cli = try TwoBuildsCommandLine(folder: folder)
      try emptyBook(cli)
      try addAndList(cli, folder: folder)
      try showEditAndDelete(cli)
      try windowsEmptiedByDeletes(cli)
      try transfer(cli, folder: folder)
      try syncWithoutAccount(cli)
      // The count the closing note gives.
      print("Compared \(cli.compared) commands byte for byte in both builds")
      #expect(cli.compared == 53)
    }
  }

  private func emptyBook(_ cli: TwoBuildsCommandLine) throws {
    try cli.compare(["delete", "1", "--yes"])
    try cli.compare(["list"])
    try cli.compare(["list", "--json"])
    try cli.compare(["search", "ada"])
    try cli.compare(["list", "--limit", "1"])
  }

  private func addAndList(_ cli: TwoBuildsCommandLine, folder: URL) throws {
    try cli.compare([
      "add", "--first-name", "Ada", "--last-name", "Lovelace", "--add-phone", "mobile=+44 20 7946",
      "--add-email", "home=ada@example.org", "--organization", "Analytical", "--note", "First",
    ])
    for (first, last) in [("Bob", "Marley"), ("Charles", "Babbage"), ("Grace", "Hopper")] {
      try cli.compare(["add", "--first-name", first, "--last-name", last, "--json"])
    }
    try cli.compare(["add", "--first-name", "Ada", "--last-name", " "])
    try cli.compare(["add", "--first-name", "Ada", "--last-name", "Byron", "--add-phone", "x"])
    try cli.compare(["list"])
    try cli.compare(["list", "--json"])
    let first = try cli.compare(["list", "--limit", "1"])
    let afterAda = try #require(nextKey(first))
    let second = try cli.compare(["list", "--limit", "2", "--after", afterAda])
    try cli.compare(["list", "--limit", "2", "--after", try #require(nextKey(second))])
    try cli.compare(["list", "--after", afterAda, "--json"])
    try cli.compare(["list", "--limit", "1", "--after", "not-a-key"])
    try cli.compare(["search", "a"])
    try cli.compare(["search", "zzz"])
    try cli.compare(["search", "zzz", "--json"])
    let firstMatch = try cli.compare(["search", "ar", "--limit", "1"])
    try cli.compare(["search", "ar", "--limit", "1", "--after", try #require(nextKey(firstMatch))])
  }

  private func showEditAndDelete(_ cli: TwoBuildsCommandLine) throws {
    try cli.compare(["show", "1"])
    try cli.compare(["show", "1", "--json"])
    try cli.compare(["show", "99"])
    try cli.compare(["export", "--id", "1"])
    try cli.compare(["export", "--id", "99"])
    try cli.compare(["edit", "2", "--last-name", "Marley-Booker", "--add-email", "work=b@x.org"])
    try cli.compare(["edit", "2", "--last-name", ""])
    try cli.compare(["edit", "99", "--first-name", "Nobody"])
    try cli.compare(["delete", "3"], input: Data("n\n".utf8))
    try cli.compare(["delete", "99", "--yes"])
  }

  /// The case: a window past the end of the list, and one emptied by deletes.
  private func windowsEmptiedByDeletes(_ cli: TwoBuildsCommandLine) throws {
    let first = try cli.compare(["list", "--limit", "1"])
    let afterAda = try #require(nextKey(first))
    let second = try cli.compare(["list", "--limit", "1", "--after", afterAda])
    let afterBob = try #require(nextKey(second))
    try cli.compare(["delete", "3", "--yes"])
    try cli.compare(["delete", "4", "--yes"])
    try cli.compare(["list", "--limit", "1", "--after", afterBob])
    try cli.compare(["delete", "2", "--yes"])
    let pastTheEnd = try cli.compare(["list", "--limit", "1", "--after", afterAda])
    #expect(pastTheEnd.standardError.hasPrefix("No more contacts: the list ends here."))
    try cli.compare(["search", "ada", "--limit", "1", "--after", afterAda])
    try cli.compare(["delete", "1", "--yes"])
    try cli.compare(["list", "--limit", "1", "--after", afterAda])
  }

  private func transfer(_ cli: TwoBuildsCommandLine, folder: URL) throws {
    let cards = folder.appendingPathComponent("cards.vcf")
    try Data(
      """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Alan Turing\r\nN:Turing;Alan;;;\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Katherine Johnson\r\nN:Johnson;Katherine;;;\r
      TEL;TYPE=WORK:+1 555 0100\r\nEND:VCARD\r\nBEGIN:VCARD\r\nnot a card\r\n
      """.utf8
    ).write(to: cards)
    try cli.compare(["import", cards.path, "--dry-run"])
    try cli.compare(["import", cards.path])
    try cli.compare(["import", cards.path])
    try cli.compare(["import", folder.appendingPathComponent("missing.vcf").path])
    try cli.compare(["import", "-"], input: Data("BEGIN:VCARD\r\nFN:Only\r\nEND:VCARD\r\n".utf8))
    try cli.compare(["export"])
    try cli.compare(["export", "--vcard-version", "4.0"])
  }

  private func syncWithoutAccount(_ cli: TwoBuildsCommandLine) throws {
    try cli.compare(["sync", "status"])
    try cli.compare(["sync", "conflicts"])
    try cli.compare(["sync", "run"])
  }

  /// The key `--limit` printed for the next window, if any.
  private func nextKey(_ run: TwoBuildsCommandLine.Run) -> String? {
    run.standardError.firstMatch(of: /--after (\S+)/).map { String($0.output.1) }
  }
}

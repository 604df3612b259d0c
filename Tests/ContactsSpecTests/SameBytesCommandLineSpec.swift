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
      try await emptyBook(cli)
      try await addAndList(cli, folder: folder)
      try await showEditAndDelete(cli)
      try await everyDetail(cli)
      try await windowsEmptiedByDeletes(cli)
      try await transfer(cli, folder: folder)
      try await syncWithoutAccount(cli)
      try await photos(cli, folder: folder)
      try await birthdaysNamesAndVersion(cli, folder: folder)
      try await backups(cli, folder: folder)
      try await trashAndUndo(cli)
      try await historyAndRewind(cli)
      try await companies(cli)
      try await duplicates(cli)
      // The count the closing note gives.
      print("Compared \(cli.compared) commands byte for byte in both builds")
      #expect(cli.compared == 163)
    }
  }

  /// A company added by its organization and listed by it, with a person's name or without;
  /// refused without an organization.
  /// Duplicates in each lane, with a region and in JSON, and a bad lane and region refused.
  private func duplicates(_ cli: TwoBuildsCommandLine) async throws {
    try await cli.compare([
      "add", "--first-name", "Bob", "--last-name", "Dupont", "--add-phone", "mobile=020 7946 0018",
    ])
    try await cli.compare([
      "add", "--first-name", "Robert", "--last-name", "Dupont", "--add-phone",
      "mobile=+44 20 7946 0018",
    ])
    let likely = try await cli.compare(["duplicates", "--region", "GB"])
    #expect(
      likely.standardOutput.contains(
        "same mobile +44 20 7946 0018; names Bob Dupont / Robert Dupont"))
    try await cli.compare(["duplicates", "--region", "us"])
    try await cli.compare(["duplicates", "--lane", "possible"])
    try await cli.compare(["duplicates", "--lane", "likely", "--region", "GB", "--json"])
    try await cli.compare(["duplicates", "--lane", "identical"])
    let badLane = try await cli.compare(["duplicates", "--lane", "maybe"])
    #expect(badLane.status == 64)
    try await cli.compare(["duplicates", "--region", "XX"])
  }

  private func companies(_ cli: TwoBuildsCommandLine) async throws {
    let added = try await cli.compare(["add", "--company", "--organization", "Acme Inc."])
    #expect(added.standardOutput == "Acme Inc.\n")
    let nameless = try await cli.compare(["add", "--company"])
    #expect(nameless.standardError.contains("A company must have an organization name"))
    let named = try await cli.compare([
      "add", "--company", "--organization", "Acme", "--first-name", "Jo",
    ])
    #expect(named.standardOutput == "Acme\n")
    let list = try await cli.compare(["list"])
    #expect(list.standardOutput.hasPrefix("Acme\nAcme Inc.\n"))
    // A person made a company by `edit`, refused without an organization, and made a person again.
    try await cli.compare(["add", "--first-name", "Zed", "--last-name", "Zorn"])
    let refused = try await cli.compare(["edit", "zed zorn", "--company"])
    #expect(refused.standardError.contains("A company must have an organization name"))
    let company = try await cli.compare([
      "edit", "zed zorn", "--company", "--organization", "Zorn Works",
    ])
    #expect(company.standardOutput.contains("Zorn Works"))
    #expect(try await cli.compare(["list"]).standardOutput.contains("Zorn Works\n"))
    try await cli.compare(["edit", "zorn works", "--person"])
    let people = try await cli.compare(["list"]).standardOutput
    #expect(people.contains("Zed Zorn\n") && !people.contains("Zorn Works\n"))
  }

  private func emptyBook(_ cli: TwoBuildsCommandLine) async throws {
    try await cli.compare(["delete", "1", "--yes"])
    try await cli.compare(["list"])
    try await cli.compare(["list", "--json"])
    try await cli.compare(["search", "ada"])
    try await cli.compare(["list", "--limit", "1"])
  }

  private func addAndList(_ cli: TwoBuildsCommandLine, folder: URL) async throws {
    try await cli.compare([
      "add", "--first-name", "Ada", "--last-name", "Lovelace", "--add-phone", "mobile=+44 20 7946",
      "--add-email", "home=ada@example.org", "--organization", "Analytical", "--note", "First",
    ])
    for (first, last) in [("Bob", "Marley"), ("Charles", "Babbage"), ("Grace", "Hopper")] {
      try await cli.compare(["add", "--first-name", first, "--last-name", last, "--json"])
    }
    try await cli.compare(["add", "--first-name", "Ada", "--last-name", " "])
    try await cli.compare([
      "add", "--first-name", "Ada", "--last-name", "Byron", "--add-phone", "x",
    ])
    try await cli.compare(["list"])
    try await cli.compare(["list", "--json"])
    let first = try await cli.compare(["list", "--limit", "1"])
    let afterAda = try #require(nextKey(first))
    let second = try await cli.compare(["list", "--limit", "2", "--after", afterAda])
    try await cli.compare(["list", "--limit", "2", "--after", try #require(nextKey(second))])
    try await cli.compare(["list", "--after", afterAda, "--json"])
    try await cli.compare(["list", "--limit", "1", "--after", "not-a-key"])
    try await cli.compare(["search", "a"])
    try await cli.compare(["search", "zzz"])
    try await cli.compare(["search", "zzz", "--json"])
    let firstMatch = try await cli.compare(["search", "ar", "--limit", "1"])
    try await cli.compare([
      "search", "ar", "--limit", "1", "--after", try #require(nextKey(firstMatch)),
    ])
  }

  private func showEditAndDelete(_ cli: TwoBuildsCommandLine) async throws {
    try await cli.compare(["show", "1"])
    try await cli.compare(["show", "1", "--json"])
    try await cli.compare(["show", "99"])
    try await cli.compare(["export", "--id", "1"])
    try await cli.compare(["export", "--id", "99"])
    try await cli.compare([
      "edit", "2", "--last-name", "Marley-Booker", "--add-email", "work=b@x.org",
    ])
    try await cli.compare(["edit", "2", "--last-name", ""])
    try await cli.compare(["edit", "99", "--first-name", "Nobody"])
    try await cli.compare(["delete", "3"], input: Data("n\n".utf8))
    try await cli.compare(["delete", "99", "--yes"])
    let listed = try await cli.compare(["list", "--ids", "--limit", "3"])
    #expect(listed.standardOutput.hasPrefix("1\t"))
  }

  /// Every detail added, shown, refused and removed.
  private func everyDetail(_ cli: TwoBuildsCommandLine) async throws {
    try await cli.compare([
      "edit", "1", "--prefix", "Lady", "--middle-name", "Augusta", "--nickname", "Enchantress",
      "--job-title", "Analyst", "--department", "Engines", "--birthday", "1815-12-10",
      "--anniversary", "07-08", "--add-address", "home;12 St James's Square;London;;SW1Y 4JH;UK",
      "--add-url", "blog=https://ada.example.org/", "--add-chat", "skype:ada", "--add-related",
      "spouse:William King", "--add-to-group", "Friends", "--phonetic-last-name", "Lahv-lace",
    ])
    let shown = try await cli.compare(["show", "1"])
    #expect(shown.standardOutput.contains("Birthday: December 10, 1815"))
    try await cli.compare(["show", "1", "--json"])
    let refused = try await cli.compare(["edit", "1", "--birthday", "31-02"])
    #expect(refused.standardError.contains("Birthday “31-02” is not a date"))
    try await cli.compare(["edit", "1", "--add-url", "javascript:alert(1)"])
    try await cli.compare(["edit", "1", "--remove-address", "2"])
    try await cli.compare(["edit", "1", "--remove-phone", "555"])
    try await cli.compare(["edit", "1", "--add-address", "a;b;c;d;e;f;g"])
    try await cli.compare([
      "edit", "1", "--birthday", "", "--remove-address", "1", "--remove-from-group", "Friends",
      "--remove-url", "https://ada.example.org/", "--json",
    ])
  }

  /// The case: a window past the end of the list, and one emptied by deletes.
  private func windowsEmptiedByDeletes(_ cli: TwoBuildsCommandLine) async throws {
    let first = try await cli.compare(["list", "--limit", "1"])
    let afterAda = try #require(nextKey(first))
    let second = try await cli.compare(["list", "--limit", "1", "--after", afterAda])
    let afterBob = try #require(nextKey(second))
    try await cli.compare(["delete", "3", "--yes"])
    try await cli.compare(["delete", "4", "--yes"])
    try await cli.compare(["list", "--limit", "1", "--after", afterBob])
    try await cli.compare(["delete", "2", "--yes"])
    let pastTheEnd = try await cli.compare(["list", "--limit", "1", "--after", afterAda])
    #expect(pastTheEnd.standardError.hasPrefix("No more contacts: the list ends here."))
    try await cli.compare(["search", "ada", "--limit", "1", "--after", afterAda])
    try await cli.compare(["delete", "1", "--yes"])
    try await cli.compare(["list", "--limit", "1", "--after", afterAda])
  }

  private func transfer(_ cli: TwoBuildsCommandLine, folder: URL) async throws {
    let cards = folder.appendingPathComponent("cards.vcf")
    try Data(
      """
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Alan Turing\r\nN:Turing;Alan;;;\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Katherine Johnson\r\nN:Johnson;Katherine;;;\r
      TEL;TYPE=WORK:+1 555 0100\r\nEND:VCARD\r\nBEGIN:VCARD\r\nnot a card\r\n
      """.utf8
    ).write(to: cards)
    try await cli.compare(["import", cards.path, "--dry-run"])
    try await cli.compare(["import", cards.path])
    try await cli.compare(["import", cards.path])
    try await cli.compare(["import", folder.appendingPathComponent("missing.vcf").path])
    try await cli.compare(
      ["import", "-"], input: Data("BEGIN:VCARD\r\nFN:Only\r\nEND:VCARD\r\n".utf8))
    // A name written in kanji and read Hiroshi Ito (4.0's SORT-AS): listed by its reading,
    // among the H's, shown as written, found by either.
    try await cli.compare(
      ["import", "-"],
      input: Data(
        "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:博 伊藤\r\nN;SORT-AS=\"Ito,Hiroshi\":伊藤;博;;;\r\nEND:VCARD\r\n"
          .utf8))
    let listed = try await cli.compare(["list"]).standardOutput
    let names = ["Alan Turing", "博 伊藤", "Katherine Johnson"].compactMap {
      listed.range(of: $0)?.lowerBound
    }
    #expect(names.count == 3 && names == names.sorted())
    try await cli.compare(["search", "hiroshi"])
    try await cli.compare(["search", "伊藤", "--json"])
    try await cli.compare(["export"])
    try await cli.compare(["export", "--vcard-version", "4.0"])
  }

  private func syncWithoutAccount(_ cli: TwoBuildsCommandLine) async throws {
    try await cli.compare(["sync", "status"])
    try await cli.compare(["sync", "conflicts"])
    try await cli.compare(["sync", "run"])
  }

  private func photos(_ cli: TwoBuildsCommandLine, folder: URL) async throws {
    // A PNG named .jpg, and an SVG: the bytes tell which is a photo.
    let png = folder.appendingPathComponent("face.jpg")
    try SamplePhotos.wide.write(to: png)
    let cut = folder.appendingPathComponent("cut.png")
    try SamplePhotos.wide.prefix(36).write(to: cut)
    let svg = folder.appendingPathComponent("face.svg")
    try SamplePhotos.svg.write(to: svg)
    let added = try await cli.compare([
      "add", "--first-name", "Hedy", "--last-name", "Lamarr", "--photo", png.path, "--json",
    ])
    let id = String(try #require(added.standardOutput.firstMatch(of: /"id" ?: ?(\d+)/)).output.1)
    try await cli.compare(["show", id])
    let output = folder.appendingPathComponent("out.png")
    // Both builds write the same file: the second replaces it, as --force says.
    try await cli.compare(["photo", id, "--output", output.path, "--force"])
    let kept = try Data(contentsOf: output)
    #expect(SamplePhotos.jpegSize(kept).map { [$0.width, $0.height] } == [1024, 410])
    // Without --force, an existing file is kept.
    try await cli.compare(["photo", id, "--output", output.path])
    try await cli.compare(["add", "--first-name", "Eve", "--last-name", "Svg", "--photo", svg.path])
    try await cli.compare(["edit", id, "--photo", cut.path])
    try await cli.compare(["edit", id, "--photo", svg.path])
    try await cli.compare(["edit", id, "--remove-photo"])
    try await cli.compare(["photo", id, "--output", output.path])
  }

  /// Upcoming birthdays from fixed days (a common year's and a leap year's February) and from
  /// today, a contact taken by its name, `--version`, and a malformed file read strictly.
  private func birthdaysNamesAndVersion(_ cli: TwoBuildsCommandLine, folder: URL) async throws {
    try await addBirthdays(to: cli.current)
    for arguments in [
      ["--from", "2027-02-20"], ["--from", "2028-02-27", "--days", "3"],
      ["--from", "2027-02-27", "--days", "0", "--json"], ["--from", "2026-12-25", "--limit", "1"],
      ["--from", "2026-06-01", "--days", "7"], ["--days", "365"], ["--from", "2027-02-29"], [],
    ] {
      try await cli.compare(["birthdays"] + arguments)
    }
    try await cli.compare(["show", "leap LÍNG"])
    try await cli.compare(["show", "Ada Lovelace"])
    try await cli.compare(["show", "Nobody"])
    try await cli.compare(["edit", "zoe adams", "--last-name", "Adamson"])
    try await cli.compare(["edit", "Ada Lovelace", "--first-name", "Augusta"])
    try await cli.compare(["--version"])
    let bad = folder.appendingPathComponent("bad.vcf")
    try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nNOTE;hi\r\nEND:VCARD\r\n".utf8).write(to: bad)
    let strict = try await cli.compare(["import", "--strict", bad.path])
    #expect(strict.status == 65)
  }

  /// A backup written, refused over a file, previewed, refused when it is not a database or
  /// without --yes, then restored.
  private func backups(_ cli: TwoBuildsCommandLine, folder: URL) async throws {
    let backup = folder.appendingPathComponent("backup.sqlite").path
    try await cli.compare(["backup", backup, "--force"])
    try await cli.compare(["backup", backup])
    try await cli.compare(["add", "--first-name", "Linus", "--last-name", "Torvalds"])
    try await cli.compare(["restore-backup", backup, "--dry-run"])
    try await cli.compare(["restore-backup", backup])
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("not a database".utf8).write(to: notes)
    let refused = try await cli.compare(["restore-backup", notes.path, "--yes"])
    #expect(refused.status == 65)
    try await cli.compare(["restore-backup", folder.appendingPathComponent("none").path])
    let restored = try await cli.compare(
      ["restore-backup", backup, "--yes"], masked: /[a-z]+-before-restore-[0-9T-]+/)
    #expect(restored.standardOutput.contains("removed 1"))
    try await cli.compare(["list"])
  }

  /// The key `--limit` printed for the next window, if any.
  private func nextKey(_ run: TwoBuildsCommandLine.Run) -> String? {
    run.standardError.firstMatch(of: /--after (\S+)/).map { String($0.output.1) }
  }
}

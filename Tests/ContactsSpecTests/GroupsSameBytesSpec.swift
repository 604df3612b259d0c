import ContactsTestSupport
import Foundation
import Testing

/// The groups commands and pages print and serve the same bytes in both builds.
@Suite("Both builds show groups in the same bytes", .removesTemporaryFolders)
struct GroupsSameBytesSpec {
  /// Three people, a vCard 4.0 group of two (one member not in the book) and an Apple group.
  private static let cards = """
    BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nUID:ada\r\nEND:VCARD\r
    BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob Marley\r\nN:Marley;Bob;;;\r\nUID:urn:uuid:bob\r
    END:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cid Campeador\r\nN:Campeador;Cid;;;\r
    UID:cid\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:Friends <3\r
    UID:urn:uuid:g1\r\nMEMBER:urn:uuid:ada\r\nMEMBER:urn:uuid:bob\r\nMEMBER:urn:uuid:gone\r
    END:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nN:Family;;;;\r\nFN:Family\r
    X-ADDRESSBOOKSERVER-KIND:group\r\nUID:g2\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:cid\r
    END:VCARD\r\n
    """

  @Test func theGroupsCommandsPrintTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let cli = try TwoBuildsCommandLine(folder: folder)
      try await cli.compare(["groups"])
      try await cli.compare(["groups", "--json"])
      try await cli.compare(["list", "--group", "Family"])
      let file = folder.appendingPathComponent("groups.vcf")
      try Data(Self.cards.utf8).write(to: file)
      let imported = try await cli.compare(["import", file.path])
      #expect(imported.standardOutput == "Added 3 contacts, kept 2 group cards.\n")
      let groups = try await cli.compare(["groups"])
      #expect(groups.standardOutput == "Family (1 contact)\nFriends <3 (2 contacts)\n")
      try await cli.compare(["groups", "--json"])
      let first = try await cli.compare(["list", "--group", "Friends <3", "--limit", "1"])
      #expect(first.standardOutput == "Ada Lovelace\n")
      let key = try #require(first.standardError.firstMatch(of: /--after (\S+)/)?.output.1)
      let second = try await cli.compare([
        "list", "--group", "Friends <3", "--limit", "1", "--after", String(key),
      ])
      #expect(second.standardOutput == "Bob Marley\n")
      try await cli.compare(["list", "--group", "Family", "--json"])
      try await cli.compare(["search", "bob", "--group", "Friends <3"])
      try await cli.compare(["search", "ada", "--group", "Family"])
      try await cli.compare(["list", "--group", "Nobody"])
      try await cli.compare(["list", "--group", " "])
      let exported = try await cli.compare(["export"])
      #expect(exported.standardOutput.contains("KIND:group\r\nFN:Friends <3\r\n"))
      #expect(exported.standardOutput.contains("X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:cid\r\n"))
      try await cli.compare(["delete", "3", "--yes"])
      try await cli.compare(["groups"])
      print("Compared \(cli.compared) groups commands byte for byte in both builds")
    }
  }

  @Test func aGroupCardsGroupIsShownEditedAndUndoneTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let cli = try TwoBuildsCommandLine(folder: folder)
      let file = folder.appendingPathComponent("groups.vcf")
      try Data(Self.cards.utf8).write(to: file)
      try await cli.compare(["import", file.path])
      let before = try await cli.compare(["export"]).standardOutput
      let ada = try await cli.compare(["show", "Ada Lovelace"])
      #expect(ada.standardOutput == "Ada Lovelace\nGroups: Friends <3\n")
      let cid = try await cli.compare(["show", "3", "--json"])
      #expect(cid.standardOutput.contains("\"groups\" : [\n      \"Family\"\n    ]"))
      let removed = try await cli.compare(["edit", "1", "--remove-from-group", "Friends <3"])
      #expect(removed.standardOutput == "Ada Lovelace\n")
      let none = try await cli.compare(["edit", "1", "--remove-from-group", "Friends <3"])
      #expect(none.standardError == "Error: This contact has no group “Friends <3”\n")
      let added = try await cli.compare(["edit", "3", "--add-to-group", "Friends <3"])
      // The groups of group cards in the order the cards are stored.
      #expect(added.standardOutput == "Cid Campeador\nGroups: Friends <3\n  Family\n")
      let exported = try await cli.compare(["export"]).standardOutput
      #expect(
        exported.contains(
          "FN:Friends <3\r\nUID:urn:uuid:g1\r\nMEMBER:urn:uuid:bob\r\nMEMBER:urn:uuid:gone\r\n"
            + "MEMBER:urn:uuid:cid\r\nEND:VCARD\r\n"))
      #expect(!exported.contains("CATEGORIES"), "membership stays in the group cards")
      try await cli.compare(["list", "--group", "Friends <3"])
      let undone = try await cli.compare(["undo"])
      #expect(undone.standardOutput == "Undid the edit of Cid Campeador\n")
      try await cli.compare(["undo"])
      #expect(try await cli.compare(["export"]).standardOutput == before)
      let importUndone = try await cli.compare(["undo"])
      #expect(importUndone.standardOutput.hasPrefix("Undid “Imported 3 contacts”: removed 3"))
      let empty = try await cli.compare(["export"])
      #expect(empty.standardOutput.isEmpty, "no group card left behind")
      try await cli.compare(["groups"])
    }
  }

  @Test(arguments: StoreFactory.all)
  func theGroupsPagesAreTheSameInBothBuilds(_ factory: StoreFactory) async throws {
    let web = try await TwoBuildsWeb(factory)
    try await web.get("groups")
    try await web.get("?group=Family")
    let token = TwoBuildsWeb.token
    var body = "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
    body += "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"g.vcf\"\r\n"
    body += "Content-Type: text/vcard\r\n\r\n\(Self.cards)\r\n--b0--\r\n"
    try await web.post("import", body, contentType: "multipart/form-data; boundary=b0")
    let groups = try await web.get("groups")
    #expect(groups.body.contains("Friends &lt;3</a> <span class=\"count\">2 contacts</span>"))
    let list = try await web.get("")
    #expect(list.body.contains("<nav class=\"group-menu\" aria-label=\"Groups\">"))
    let friends = try await web.get("?group=Friends+%3C3")
    #expect(friends.body.contains("aria-current=\"page\">Friends &lt;3 (2)</a>"))
    #expect(friends.body.contains("Ada Lovelace") && !friends.body.contains("Cid Campeador"))
    let ada = try await web.get("contacts/1")
    #expect(ada.body.contains("Friends &lt;3"), "a group card's group is on its member's page")
    let form = try await web.get("contacts/1/edit")
    #expect(form.body.contains("value=\"Friends &lt;3\""))
    try await web.post(
      "contacts/1/edit", "csrf=\(token)&firstName=Ada&lastName=Lovelace&action=done")
    let left = try await web.get("?group=Friends+%3C3")
    #expect(!left.body.contains("Ada Lovelace") && left.body.contains("Bob Marley"))
    try await web.get("contacts/1")
    try await web.get("?group=Friends+%3C3&q=bob")
    try await web.get("?group=Friends+%3C3&letter=B")
    try await web.get("?group=Nobody")
    try await web.get("?group=%01")
    print("Compared \(web.compared) groups pages byte for byte in both builds")
  }
}

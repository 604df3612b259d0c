import ContactsTestSupport
import Foundation
import Testing

/// The groups commands and pages print and serve the same bytes in both builds.
@Suite("Both builds show groups in the same bytes")
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
      #expect(imported.standardOutput == "Added 3, updated 0, unchanged 0, skipped 0, groups 2\n")
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
    try await web.get("?group=Friends+%3C3&q=bob")
    try await web.get("?group=Friends+%3C3&letter=B")
    try await web.get("?group=Nobody")
    try await web.get("?group=%01")
    print("Compared \(web.compared) groups pages byte for byte in both builds")
  }
}

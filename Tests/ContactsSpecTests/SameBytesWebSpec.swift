import ContactsTestSupport
import Foundation
import Testing

/// Every page of the web app, fetched from `/mvvm/…` and `/viper/…` over the same database, is
/// the same bytes once the build's path and name are replaced.
@Suite("Both builds serve the same bytes for every page")
struct SameBytesWebSpec {
  private let token = TwoBuildsWeb.token

  @Test func everyPageIsTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let web = TwoBuildsWeb(folder: folder)
      try await emptyBook(web)
      try await addAndImport(web)
      let laterWindow = try await windows(web)
      try await detailsEditAndDelete(web)
      try await windowsEmptiedByDeletes(web, laterWindow: laterWindow.path, rows: laterWindow.page)
      // The count the issue's closing note gives.
      print("Compared \(web.compared) pages byte for byte in both builds")
    }
  }

  private func emptyBook(_ web: TwoBuildsWeb) async throws {
    for path in [
      "", "?q=zzz", "?letter=Q", "add", "import", "sync", "export.vcf", "contacts/99",
      "contacts/99/edit", "contacts/99/delete", "contacts/99/vcard", "contacts/abc", "nope",
      "?q=%01", "?letter=%23", "?letter=%D0%91",
    ] {
      try await web.get(path)
    }
    try await web.post("sync", "csrf=\(token)")
    try await web.post("contacts/99/delete", "csrf=\(token)")
  }

  private func addAndImport(_ web: TwoBuildsWeb) async throws {
    try await web.post("add", "csrf=\(token)&firstName=Ada&lastName=&action=done")
    try await web.post("add", "csrf=\(String(repeating: "cd", count: 32))&firstName=Ada")
    try await web.post("add", "csrf=\(token)&firstName=Ada&lastName=Lovelace&action=done")
    try await web.post("add", "csrf=\(token)&firstName=Ada&lastName=Byron&action=cancel")
    // 51 more: the list's second window holds the last two.
    let cards = (1...51).map { number in
      let name = "Person \(number < 10 ? "0" : "")\(number)"
      return "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(name.dropFirst(7));Person;;;\r\n"
        + "EMAIL:p\(number)@example.org\r\nEND:VCARD\r\n"
    }.joined()
    try await upload(web, cards, dryRun: true)
    try await upload(web, cards)
    try await upload(web, "BEGIN:VCARD\r\nFN:Broken\r\n")
  }

  /// The list's windows; answers the second one and its path.
  private func windows(_ web: TwoBuildsWeb) async throws -> (path: String, page: TwoBuildsWeb.Page)
  {
    let first = try await web.get("")
    let second = try await web.get(try link("next", in: first))
    try await web.get(try link("prev", in: second))
    for path in ["?saved=1", "?deleted=1", "?letter=P", "?letter=Z", "?q=person", "?q=zzz"] {
      try await web.get(path)
    }
    let matches = try await web.get("?q=person+5")
    #expect(matches.body.contains("Person 50"))
    try await web.get("export.vcf")
    return (try link("next", in: first), second)
  }

  private func detailsEditAndDelete(_ web: TwoBuildsWeb) async throws {
    for path in ["contacts/1", "contacts/1/edit", "contacts/1/delete", "contacts/1/vcard"] {
      try await web.get(path)
    }
    try await web.post("contacts/1/edit", "csrf=\(token)&firstName=Ada&lastName=King&action=done")
    try await web.post("contacts/1/edit", "csrf=\(token)&firstName=&lastName=&action=done")
    try await web.post("contacts/1/edit", "csrf=\(token)&action=cancel")
    try await web.post("contacts/2/delete", "csrf=\(token)&action=cancel")
    try await web.post("contacts/2/delete", "csrf=\(token)")
  }

  /// A later window past the end of the list, once the contacts it showed are deleted.
  private func windowsEmptiedByDeletes(
    _ web: TwoBuildsWeb, laterWindow: String, rows: TwoBuildsWeb.Page
  ) async throws {
    for row in rows.body.matches(of: /id="contact-(\d+)"/) {
      try await web.post("contacts/\(row.output.1)/delete", "csrf=\(token)")
    }
    let empty = try await web.get(laterWindow)
    #expect(empty.body.contains("No more contacts: the list ends here."))
    try await web.get(laterWindow.replacing("?", with: "?q=zzz&"))
  }

  /// Posts `cards` as the import page's form does.
  private func upload(_ web: TwoBuildsWeb, _ cards: String, dryRun: Bool = false) async throws {
    var body = "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
    if dryRun { body += "--b0\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\n1\r\n" }
    body += "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cards.vcf\"\r\n"
    body += "Content-Type: text/vcard\r\n\r\n\(cards)\r\n--b0--\r\n"
    try await web.post("import", body, contentType: "multipart/form-data; boundary=b0")
  }

  /// The path after `/build/` of the page's link `rel`.
  private func link(_ rel: String, in page: TwoBuildsWeb.Page) throws -> String {
    let match = try #require(
      page.body.firstMatch(of: try Regex("rel=\"\(rel)\" href=\"/BUILD/([^\"]*)\"")))
    return String(try #require(match.output[1].substring)).replacing("&amp;", with: "&")
  }
}

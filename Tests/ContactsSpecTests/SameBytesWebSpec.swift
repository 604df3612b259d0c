import ContactsTestSupport
import Foundation
import Testing

/// Every page of the web app, fetched from `/mvvm/…` and `/viper/…` over the same database, is
/// the same bytes once the build's path and name are replaced.
@Suite("Both builds serve the same bytes for every page", .removesTemporaryFolders)
struct SameBytesWebSpec {
  private let token = TwoBuildsWeb.token

  @Test(arguments: StoreFactory.all)
  func everyPageIsTheSameInBothBuilds(_ factory: StoreFactory) async throws {
    let web = try await TwoBuildsWeb(factory)
    try await emptyBook(web)
    try await addAndImport(web)
    let laterWindow = try await windows(web)
    try await everyDetail(web)
    try await detailsEditAndDelete(web)
    try await windowsEmptiedByDeletes(web, laterWindow: laterWindow.path, rows: laterWindow.page)
    try await photos(web)
    try await birthdays(web)
    try await trashAndUndo(web)
    try await historyAndRewind(web)
    try await backups(web)
    try await books(web)
    try await companiesAndDates(web)
    try await duplicatesAndMerge(web)
    // The count the issue's closing note gives.
    print("Compared \(web.compared) pages byte for byte in both builds over \(factory)")
  }

  /// "This is a company" on the add form, refused without an organization, taken with a name, and
  /// a date refused in the words of its fields.
  private func companiesAndDates(_ web: TwoBuildsWeb) async throws {
    let company = "csrf=\(token)&isCompany=on&action=done&organization="
    let nameless = try await web.post("add", company)
    #expect(nameless.body.contains("<a href=\"#organization\">A company must have an organization"))
    #expect(nameless.body.contains("id=\"isCompany\" name=\"isCompany\" value=\"on\""))
    // A company may name a person there: it is still listed, and found, by its organization.
    let named = try await web.post("add", company + "Acme&firstName=Jo")
    #expect(!named.body.contains("There is a problem"))
    let person = try await web.post("add", "csrf=\(token)&organization=Acme&action=done")
    #expect(person.body.contains("A contact must have first and last names"))
    try await web.post("add", company + "Acme+Inc.")
    let list = try await web.get("?q=acme")
    #expect(list.body.contains(">Acme Inc.<"))
    #expect(list.body.contains(">Acme<"))
    let ada = "csrf=\(token)&firstName=Ada&lastName=Lovelace&action=done"
    for date in ["birthdayDay=29&birthdayMonth=2&birthdayYear=2023", "anniversaryDay=4"] {
      try await web.post("add", ada + "&" + date)
    }
  }

  private func emptyBook(_ web: TwoBuildsWeb) async throws {
    for path in [
      "", "?q=zzz", "?letter=Q", "add", "import", "sync", "export", "export.vcf", "export.csv",
      "contacts/99",
      "contacts/99/edit", "contacts/99/delete", "contacts/99/vcard", "contacts/abc", "nope",
      "?q=%01", "?letter=%23", "?letter=%D0%91", "sync?account=home&counts=2.0.0.0.1.0.3",
      "sync?account=home&counts=0.0.0.0.0.0.0&dryRun=1",
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
    // Google's CSV, found by its header line: a quoted comma, a row with nothing to show it by.
    let google =
      "First Name,Last Name,Organization Name,Labels,E-mail 1 - Value\r\n"
      + "Grace,Hopper,\"Navy, US\",* myContacts ::: Admirals,grace@example.org\r\n,,,,\r\n"
    let imported = try await web.post(
      "import", multipart(google, fileName: "google.csv"),
      contentType: "multipart/form-data; boundary=b0")
    #expect(imported.body.contains("google.csv, line 3: row skipped"))
    let csv = try await web.get("export.csv")
    #expect(csv.contentType == "text/csv; charset=utf-8")
    #expect(csv.body.contains("Grace,,Hopper,"))
    #expect(csv.body.contains("\"Navy, US\""))
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
    // The search says what it found, decided once for both builds.
    let persons = try await web.get("?q=person&letter=P")
    #expect(persons.body.contains("<p class=\"matches\">More than 50 contacts match “person”."))
    let ada = try await web.get("?q=ada")
    #expect(ada.body.contains("<p class=\"matches\">1 contact matches “ada”."))
    #expect(ada.body.contains("letter=A\" aria-current=\"true\">A</a>"))
    try await web.get("export.vcf")
    return (try link("next", in: first), second)
  }

  /// The details page and the form with every detail: rows added and removed, a refused date.
  private func everyDetail(_ web: TwoBuildsWeb) async throws {
    let ada = "csrf=\(token)&firstName=Ada&lastName=Lovelace"
    let details =
      "&namePrefix=Lady&nickname=Enchantress&jobTitle=Analyst&birthdayDay=10&birthdayMonth=12"
      + "&birthdayYear=1815&anniversaryDay=8&anniversaryMonth=7&addressLabel=home&addressPoBox="
      + "&addressExtended=&addressStreet=12+St+James%27s+Square&addressCity=London&addressRegion="
      + "&addressPostalCode=SW1Y+4JH&addressCountry=UK&urlLabel=blog&url=ada.example.org"
      + "&chatLabel=skype&chat=ada&relatedLabel=spouse&related=William&group=Friends"
    try await web.post("contacts/1/edit", ada + details + "&add=phone")
    try await web.post("contacts/1/edit", ada + details + "&urlLabel=&url=x.org&remove=url-0")
    let refused = try await web.post(
      "contacts/1/edit", ada + "&birthdayDay=31&birthdayMonth=2&action=done")
    #expect(refused.body.contains("<a href=\"#birthdayDay\">Birthday: February has no 31st day"))
    try await web.post("contacts/1/edit", ada + "&urlLabel=&url=javascript%3Ax&action=done")
    try await web.post("add", ada + "&add=address")
    try await web.post("contacts/1/edit", ada + details + "&action=done")
    let page = try await web.get("contacts/1")
    #expect(page.body.contains("<dt>Birthday</dt><dd>December 10, 1815</dd>"))
    try await web.get("contacts/1/edit")
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

  /// A card with a photo: its details page, its list row, its photo, the Change photo page, an
  /// SVG refused and the photo removed.
  private func photos(_ web: TwoBuildsWeb) async throws {
    let photo = SamplePhotos.png.base64EncodedString()
    try await upload(
      web,
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hedy Lamarr\r\nN:Lamarr;Hedy;;;\r\n"
        + "PHOTO;ENCODING=b;TYPE=JPEG:\(photo)\r\nEND:VCARD\r\n")
    let list = try await web.get("?q=hedy")
    let id = String(try #require(list.body.firstMatch(of: /id="contact-(\d+)"/)).output.1)
    #expect(list.body.contains("loading=\"lazy\""))
    for path in ["contacts/\(id)", "contacts/\(id)/photo", "contacts/\(id)/photo/change"] {
      try await web.get(path)
    }
    let multipart = "multipart/form-data; boundary=b0"
    let svg = String(decoding: SamplePhotos.svg, as: UTF8.self)
    try await web.post(
      "contacts/\(id)/photo/change",
      "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
        + "--b0\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\n"
        + "Content-Type: image/jpeg\r\n\r\n\(svg)\r\n--b0--\r\n", contentType: multipart)
    try await web.post(
      "contacts/\(id)/photo/change",
      "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
        + "--b0\r\nContent-Disposition: form-data; name=\"action\"\r\n\r\nremove\r\n--b0--\r\n",
      contentType: multipart)
    try await web.get("contacts/\(id)/photo")
    try await web.get("contacts/\(id)")
  }

  /// The upcoming birthdays page from fixed days, from today, and with values refused.
  private func birthdays(_ web: TwoBuildsWeb) async throws {
    try await web.get("birthdays")
    try await web.change { try await addBirthdays(to: $0.contacts) }
    let page = try await web.get("birthdays?from=2027-02-20&days=30")
    #expect(page.body.contains("February 28 (born February 29), in 8 days, turns 27"))
    for path in [
      "birthdays", "birthdays?from=2028-02-27&days=3", "birthdays?from=2026-12-25&limit=1",
      "birthdays?days=400", "birthdays?from=%3Cb%3E", "birthdays?days=0&from=2026-06-01",
    ] {
      try await web.get(path)
    }
  }

  /// Posts `cards` as the import page's form does.
  private func upload(_ web: TwoBuildsWeb, _ cards: String, dryRun: Bool = false) async throws {
    try await web.post(
      "import", multipart(cards, fileName: "cards.vcf", dryRun: dryRun),
      contentType: "multipart/form-data; boundary=b0")
  }

  /// The import page's form with `file` called `fileName`, as a browser sends it.
  private func multipart(_ file: String, fileName: String, dryRun: Bool = false) -> String {
    var body = "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
    if dryRun { body += "--b0\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\n1\r\n" }
    body += "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n"
    let type = fileName.hasSuffix(".csv") ? "text/csv" : "text/vcard"
    return body + "Content-Type: \(type)\r\n\r\n\(file)\r\n--b0--\r\n"
  }

  /// The path after `/build/` of the page's link `rel`.
  private func link(_ rel: String, in page: TwoBuildsWeb.Page) throws -> String {
    let match = try #require(
      page.body.firstMatch(of: try Regex("rel=\"\(rel)\" href=\"/BUILD/([^\"]*)\"")))
    return String(try #require(match.output[1].substring)).replacing("&amp;", with: "&")
  }
}

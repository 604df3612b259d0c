import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The sync page in a real headless Chromium, served by the real `contacts serve`, syncing with
/// a real Radicale on 127.0.0.1: Sync now, a conflict settled, a stop that asks first.
@Suite(
  "The sync page in the browser", .serialized, .timeLimit(.minutes(20)),
  .enabled(if: Peers.available("radicale")), .tags(.slow))
struct SyncBrowserTests {
  private static func ada(note: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
      + "NOTE:\(note)\r\nEND:VCARD\r\n"
  }

  @Test(arguments: Architecture.allCases)
  func syncNowThenAConflictSettledThenAStopThatAsksFirst(_ build: Architecture) async throws {
    try await Radicale.with { radicale in
      try radicale.seed(["ada.vcf": Self.ada(note: "poet")], book: "contacts")
      let folder = try makeTemporaryDirectory()
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let password = folder.appendingPathComponent("password")
      try Data("\(Radicale.password)\n".utf8).write(to: password)
      let added = try ChildProcess.run(
        try BuiltProducts.contacts,
        [
          "sync", "add-account", "home", "--url", radicale.baseURL, "--username",
          Radicale.username, "--password-command", "cat '\(password.path)'", "--database", database,
        ])
      #expect(added.status == 0, "\(added.standardError)")
      let server = try await ServerProcess.contacts(database: database)
      defer { server.process.kill() }
      let store = try ContactDatabase.openFile(at: database)
      _ = try await store.create(ContactDraft(firstName: "Grace", lastName: "Hopper"))

      try await Chromium.withBrowser(Chromium.Options(height: 1000)) { browser in
        let app = ContactsPages(browser: browser, baseURL: server.baseURL, build: build)
        try await app.openList()
        try await browser.click(try await browser.findLink("Sync"))
        try await app.waitForTitle("Sync")
        try await browser.click(try await app.button("Sync now"))
        try await browser.wait(for: "the summary") {
          (try? await browser.text(of: try await browser.find(".notice"))) != nil
        }
        #expect(
          try await browser.text(of: try await browser.find(".notice"))
            == "home: 1 added here, 1 added on the server, nothing to resolve")
        if build == .viper { try await saveScreenshot(browser, "sync-summary") }

        // The same note edited here and, by another device, on the server.
        let ada = try #require(try await store.allContacts().first { $0.firstName == "Ada" })
        var form = ContactForm(ada)
        form.note = "mine"
        _ = try await store.update(id: ada.id, with: try ContactDraft(form))
        try radicale.seed(["ada.vcf": Self.ada(note: "theirs")], book: "contacts")
        try await browser.click(try await app.button("Sync now"))
        try await browser.wait(for: "the conflict") {
          (try? await browser.find(".conflicts")) != nil
        }
        #expect(
          try await browser.text(of: try await browser.find(".conflicts li")).hasPrefix(
            "Ada Lovelace (home), Note: mine “mine”, the server's “theirs”"))
        if build == .mvvm { try await saveScreenshot(browser, "sync-conflict") }
        try await browser.click(try await app.button("Keep the server's"))
        try await browser.wait(for: "the choice kept") {
          (try? await browser.text(of: try await browser.find(".notice")))
            == "Kept the server's value."
        }
        #expect(try await store.allContacts().first { $0.firstName == "Ada" }?.note == "theirs")

        // The server suddenly lists nothing: the sync stops and asks; Cancel changes nothing.
        // A new, empty book where the old one was: the server forgot everything.
        let book = radicale.folder.appendingPathComponent(
          "collections/collection-root/alice/contacts")
        try FileManager.default.removeItem(at: book)
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        try Data(#"{"tag": "VADDRESSBOOK"}"#.utf8).write(
          to: book.appendingPathComponent(".Radicale.props"))
        try await browser.click(try await app.button("Sync now"))
        try await browser.wait(for: "the question") {
          (try? await app.button("Confirm")) != nil
        }
        #expect(
          try await browser.text(of: try await browser.find(".alert")).contains(
            "the server lists no cards, but 2 were synced before"))
        if build == .viper { try await saveScreenshot(browser, "sync-confirm") }
        try await browser.click(try await browser.findLink("Cancel"))
        try await app.waitForTitle("Sync")
        try await browser.click(try await browser.findLink("← Contacts"))
        try await app.waitForTitle("Contacts")
        #expect(try await app.listedNames() == ["Ada Lovelace", "Grace Hopper"])
      }
    }
  }
}

import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Import (upload) and export (download) from the list page, for both builds, in process.
@Suite("Import and export pages")
struct ImportExportPageTests {
  private let cards = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:urn:uuid:ada\r
    N:Lovelace;Ada;;;\r
    FN:Ada Lovelace\r
    EMAIL;TYPE=WORK:ada@engine.org\r
    BDAY:1815-12-10\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Alan Turing\r
    END:VCARD\r

    """

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func importingAddsThenChangesNothingTheSecondTime(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let list = try await client.get(build.listPath)
      #expect(list.text.contains("href=\"\(build.listPath)import\">Import</a>"))
      let dry = try await upload(client, build, cards, dryRun: true)
      #expect(dry.text.contains("<p>Would add 2 contacts.</p>"))
      #expect(try await store.allContacts().isEmpty)
      let first = try await upload(client, build, cards)
      #expect(first.status == .ok)
      #expect(first.text.contains("Added 2 contacts. <input"))
      let second = try await upload(client, build, cards)
      #expect(second.text.contains("<p>Left 2 unchanged.</p>"))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Alan Turing"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aMalformedFileImportsWhatItCanAndNamesTheSkippedLine(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await upload(
        client, build, cards + "BEGIN:VCARD\r\nFN:Half\r\nBEGIN:VCARD\r\nEND:VCARD\r\n")
      #expect(answer.status == .ok)
      #expect(answer.text.contains("cards.vcf, line 13: line skipped: END:VCARD missing"))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Alan Turing", "Half"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aSecondCardWithTheSameUIDIsKeptAndNamedWithBothLines(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let twice =
        cards
        + cards.replacingOccurrences(of: "Ada Lovelace", with: "Ada King")
        .replacingOccurrences(of: "Lovelace;Ada", with: "King;Ada")
      let answer = try await upload(client, build, twice)
      #expect(
        answer.text.contains("Added 3 contacts, left 1 unchanged, kept 1 card separate: <input"))
      #expect(
        answer.text.contains(
          "<li>cards.vcf, line 13: a second card with UID urn:uuid:ada (first at line 1): "
            + "kept as a separate contact</li>"))
      #expect(try await storedNames(store) == ["Ada King", "Ada Lovelace", "Alan Turing"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func anUploadWithoutOurTokenStoresNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await upload(client, build, cards, token: String(repeating: "0", count: 64))
      #expect(answer.status == .forbidden)
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aFileOfManyNamelessCardsListsTheFirstHundredAndCountsTheRest(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let nameless = String(repeating: "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n", count: 2345)
      let answer = try await upload(client, build, nameless)
      #expect(answer.text.contains("<p>Skipped 2,345 cards:</p>"))
      // The skipped cards' list, after the page's navigation.
      let skipped = try #require(answer.text.split(separator: "<p>Skipped 2,345 cards:</p>").last)
      let items = skipped.matches(of: /<li>(.*?)<\/li>/).map { String($0.output.1) }
      #expect(items.count == ImportSummary.listedSkips + 1)
      #expect(items.last == "and 2,245 more")
    }
  }

  @Test(arguments: ServedStore.all)
  func aFileOver50MBGets413AndTheServerGoesOnAndThePageSaysTheSameLimit(_ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(Architecture.viper.listPath + "import")
      #expect(page.text.contains("CSV, up to 50 MB. A contact"))
      let big = String(repeating: "a", count: TransferRoutes.maximumImportSize + 100_000)
      let answer = try await upload(client, .viper, big)
      #expect(answer.status == .contentTooLarge)
      #expect(answer.alert?.hasPrefix("The file is larger than 50 MB,") == true)
      #expect(try await client.get(Architecture.viper.listPath).status == .ok)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func exportDownloadsEveryContactWithWhatImportKept(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      _ = try await upload(client, build, cards)
      let file = try await client.get(build.listPath + "export.vcf")
      #expect(file.status == .ok)
      #expect(file.headers[.contentType] == "text/vcard; charset=utf-8")
      #expect(file.headers[.contentDisposition] == "attachment; filename=\"contacts.vcf\"")
      #expect(file.text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
      #expect(file.text.contains("FN:Ada Lovelace\r\n"))
      #expect(file.text.contains("UID:urn:uuid:ada\r\n"))
      #expect(file.text.contains("BDAY:1815-12-10\r\n"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func exportSendsAnAddressBookLargerThanOneWindowWindowByWindow(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    let drafts = try (0..<(PageRequest.maximumLimit * 2 + 5)).map {
      try ContactDraft(ContactForm(firstName: "Person", lastName: "Number \($0)"))
    }
    for draft in drafts { _ = try await store.create(draft) }
    try await makeApp(repository: store).test(.router) { client in
      let file = try await client.get(build.listPath + "export.vcf")
      #expect(file.status == .ok)
      // Streamed: no length is known before the last window is written.
      #expect(file.headers[.contentLength] == nil)
      #expect(file.text.components(separatedBy: "BEGIN:VCARD\r\n").count - 1 == drafts.count)
      #expect(file.text.hasSuffix("END:VCARD\r\n"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func anExportThatCannotStartGets500WithItsSentence(_ build: Architecture) async throws {
    try await makeApp(repository: RepositorySpy(failure: .locked)).test(.router) { client in
      let page = try await client.get(build.listPath + "export.vcf")
      #expect(page.status == .internalServerError)
      #expect(
        page.alert
          == "Could not export contacts: the database is locked by another program; "
          + "try again in a moment")
    }
  }
}

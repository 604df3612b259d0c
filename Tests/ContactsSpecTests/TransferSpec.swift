import ContactsApp
import ContactsBuilds
import ContactsCSV
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// Import and export of vCard and CSV files, through the import and export screens.
@Suite("Import and export spec, MVVM and VIPER alike", .removesTemporaryFolders)
struct TransferSpec {
  /// A vCard 3.0 of `lines`, as other apps write them.
  private static func card(_ lines: String...) -> String {
    (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
  }

  /// Three friends: one with a UID and kept properties, one without a UID, one skipped.
  private static let friends =
    card(
      "UID:urn:uuid:grace", "N:Hopper;Grace;Brewster;;", "FN:Grace Hopper",
      "TEL;TYPE=work:555-0100", "BDAY:1906-12-09", "X-NAVY-RANK:Rear Admiral")
    + card("N:Babbage;Charles;;;", "FN:Charles Babbage", "ADR;TYPE=home:;;Dorset St;London;;;UK")
    + card("NOTE:met at the station")
    + card("UID:urn:uuid:ada", "FN:Ada Lovelace", "EMAIL:ada@example.com")

  private static let friendsSummary = ImportSummary(
    counts: ImportCounts(added: 3),
    skipped: [
      "friends.vcf, line 16: card skipped: nothing to show it by: no name, organization, nickname, email, phone or web site"
    ])

  /// Every contact of `store` as an export sees it, without the ids its database gave them.
  private func content(of store: any ContactRepository) async throws -> [String] {
    try await store.exportSnapshot().exportContacts(after: nil, limit: 100).map { export in
      "\(ContactForm(export.contact))|\(export.uid)|\(export.extras)"
    }
  }

  /// Imports `text` as one file called `name` through `app`; the progress it heard too.
  private func importFile(
    _ name: String, _ text: String, dryRun: Bool = false, into app: any AddressBookApp
  ) async throws -> (ImportSummary, [ImportProgress]) {
    let heard = ProgressLog()
    let summary = try await app.importFiles(
      [ImportFile(name: name, data: Data(text.utf8))], dryRun: dryRun, progress: heard.append)
    return (summary, heard.reports)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func importingAFileAddsItsContactsAndTheListShowsThemInOrder(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    let (summary, progress) = try await importFile("friends.vcf", Self.friends, into: app)
    #expect(progress == [ImportProgress(done: 3, total: 3)])
    #expect(summary == Self.friendsSummary)
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada Lovelace", "Charles Babbage", "Grace Hopper",
      ])
    #expect(Self.friendsSummary.sentence == "Added 3 contacts, skipped 1 card:")
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func importingTheSameFileAgainChangesNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    _ = try await importFile("friends.vcf", Self.friends, into: app)
    let before = try await content(of: store)
    let (summary, progress) = try await importFile("friends.vcf", Self.friends, into: app)
    #expect(progress == [ImportProgress(done: 3, total: 3)])
    #expect(
      summary
        == ImportSummary(counts: ImportCounts(unchanged: 3), skipped: Self.friendsSummary.skipped))
    #expect(try await content(of: store) == before)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aCardWithAKnownUIDUpdatesThatContactInsteadOfAddingACopy(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    _ = try await importFile("friends.vcf", Self.friends, into: app)
    let (summary, _) = try await importFile(
      "ada.vcf", Self.card("UID:urn:uuid:ada", "N:King;Ada;;;", "FN:Ada King"), into: app)
    #expect(summary == ImportSummary(counts: ImportCounts(updated: 1)))
    #expect(
      try await app.list(.appear, in: ContactListWindow()).names == [
        "Ada King", "Charles Babbage", "Grace Hopper",
      ])
    let ada = try await store.exportSnapshot().exportContacts(after: nil, limit: 10).filter {
      $0.uid == "urn:uuid:ada"
    }
    #expect(ada.map(\.contact.fullName) == ["Ada King"])
    #expect(ada.map(\.contact.emails) == [[]])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aMalformedFileReadStrictlyShowsTheErrorWithFileAndLineAndStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await factory.make().contacts
    let app = architecture.app(store, fileFormat: VCardFormat(strict: true))
    await #expect(
      throws: AppFailure.fileFailed(
        .content, message: "Could not import contacts: bad.vcf, line 4: a line with no colon")
    ) {
      try await app.importFiles(
        [
          ImportFile(name: "friends.vcf", data: Data(Self.friends.utf8)),
          ImportFile(name: "bad.vcf", data: Data(Self.card("FN:Ada Lovelace", "NOTE;hi").utf8)),
        ], dryRun: false, progress: { _ in })
    }
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aDryRunSaysWhatItWouldDoAndStoresNothing(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let app = architecture.app(store)
    let (summary, progress) = try await importFile(
      "friends.vcf", Self.friends, dryRun: true, into: app)
    #expect(progress == [ImportProgress(done: 3, total: 3)])
    #expect(
      summary
        == ImportSummary(
          counts: ImportCounts(added: 3), skipped: Self.friendsSummary.skipped, isDryRun: true))
    #expect(summary.sentence == "Would add 3 contacts, skip 1 card:")
    #expect(try await app.list(.appear, in: ContactListWindow()) == .noContent)
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func exportThenImportIntoAnEmptyStoreGivesTheSameContacts(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let original = try await factory.make().contacts
    _ = try await original.create(ContactDraft(firstName: "Alan", lastName: "Turing"))
    let app = architecture.app(original)
    _ = try await importFile("friends.vcf", Self.friends, into: app)
    var file = Data()
    #expect(
      try await app.export { file.append($0) }
        == ExportSummary(count: 4, fileName: "contacts.vcf", mediaType: "text/vcard"))

    let copy = try await factory.make().contacts
    let summary = try await architecture.app(copy).importFiles(
      [ImportFile(name: "contacts.vcf", data: file)], dryRun: false, progress: { _ in })
    #expect(summary == ImportSummary(counts: ImportCounts(added: 4)))
    #expect(try await content(of: copy) == content(of: original))
  }

  /// Google Contacts' CSV: a quoted comma, labels, two emails in one cell, a note over two
  /// lines, and a row with nothing to show it by.
  private static let google =
    "First Name,Last Name,Organization Name,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value\r\n"
    + "Ada,Lovelace,\"Engines, Ltd.\",\"Two\r\nlines\",* myContacts ::: Friends,* Home,"
    + "ada@example.com ::: ada@work.example\r\nGrace,Hopper,,,,,grace@example.org\r\n,,,,,,\r\n"

  @Test(arguments: StoreFactory.all)
  func bothBuildsImportAGoogleCSVAndExportTheSameCSV(_ factory: StoreFactory) async throws {
    var summaries: [ImportSummary] = []
    var files: [Data] = []
    for architecture in Architecture.allCases {
      let app = architecture.app(try await factory.make().contacts)
      summaries.append(try await importFile("google.csv", Self.google, into: app).0)
      var file = Data()
      _ = try await app.export(as: CSVFormat()) { file.append($0) }
      files.append(file)
    }
    #expect(summaries[0] == summaries[1])
    #expect(summaries[0].counts == ImportCounts(added: 2))
    #expect(
      summaries[0].skipped.map { $0.hasPrefix("google.csv, line 5: row skipped: ") } == [true])
    #expect(files[0] == files[1])
    let back = try CSVFormat().read(files[0], fileName: "contacts.csv")
    #expect(back.skipped == [])
    let ada = try #require(back.contacts.first { $0.draft.firstName == "Ada" }).draft
    #expect((ada.organization, ada.note) == ("Engines, Ltd.", "Two\nlines"))
    #expect(ada.emails.map(\.value) == ["ada@example.com", "ada@work.example"])
    #expect(ada.details.groups == ["Friends"])
  }

  @Test(arguments: StoreFactory.all)
  func bothBuildsExportTheSameBytes(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    _ = try await store.importFiles(
      [ImportFile(name: "friends.vcf", data: Data(Self.friends.utf8))],
      format: VCardFormat(), dryRun: false
    ) { _ in }
    var files: [Data] = []
    for architecture in Architecture.allCases {
      var file = Data()
      _ = try await architecture.app(store).export { file.append($0) }
      files.append(file)
    }
    #expect(files[0] == files[1])
    #expect(String(decoding: files[0], as: UTF8.self).contains("\r\nX-NAVY-RANK:Rear Admiral\r\n"))
  }
}

/// The progress reports an import sent, in order.
private final class ProgressLog {
  private(set) var reports: [ImportProgress] = []

  func append(_ progress: ImportProgress) { reports.append(progress) }
}

import ContactsDomain
import ContactsStore
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// Import and export of vCard files, through the list's import and export screens.
@Suite("Import and export spec, MVVM and VIPER alike")
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
    + card("FN:Cher") + card("UID:urn:uuid:ada", "FN:Ada Lovelace", "EMAIL:ada@example.com")

  private static let friendsSummary = ImportSummary(
    counts: ImportCounts(added: 3),
    skipped: ["friends.vcf, line 16: card skipped: no first and last name in N or FN (FN “Cher”)"])

  /// Every contact of `store` as an export sees it, without the ids its database gave them.
  private func content(of store: ContactDatabase) async throws -> [String] {
    try await store.exportContacts(after: nil, limit: 100).map { export in
      "\(ContactForm(export.contact))|\(export.uid)|\(export.extras)"
    }
  }

  @Test(arguments: Architecture.allCases)
  func importingAFileAddsItsContactsAndTheListReloadsInOrder(_ architecture: Architecture)
    async throws
  {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapImport()
    await app.pickFile("friends.vcf", Self.friends)
    #expect(
      app.events == [
        .noContent, .importProgress(ImportProgress(done: 3, total: 3)),
        .imported(Self.friendsSummary),
        .showed(["Ada Lovelace", "Charles Babbage", "Grace Hopper"]),
      ])
    #expect(Self.friendsSummary.headline == "Added 3, updated 0, unchanged 0, skipped 1:")
    app.closeImport()
    #expect(app.events.last == .importScreenClosed)
  }

  @Test(arguments: Architecture.allCases)
  func importingTheSameFileAgainChangesNothing(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapImport()
    await app.pickFile("friends.vcf", Self.friends)
    let before = try await content(of: store)
    let seen = app.events.count
    await app.pickFile("friends.vcf", Self.friends)
    #expect(
      app.events.dropFirst(seen) == [
        .importProgress(ImportProgress(done: 3, total: 3)),
        .imported(
          ImportSummary(counts: ImportCounts(unchanged: 3), skipped: Self.friendsSummary.skipped)),
      ])
    #expect(try await content(of: store) == before)
  }

  @Test(arguments: Architecture.allCases)
  func aCardWithAKnownUIDUpdatesThatContactInsteadOfAddingACopy(_ architecture: Architecture)
    async throws
  {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    app.tapImport()
    await app.pickFile("friends.vcf", Self.friends)
    await app.pickFile("ada.vcf", Self.card("UID:urn:uuid:ada", "N:King;Ada;;;", "FN:Ada King"))
    #expect(
      app.events.suffix(2) == [
        .imported(ImportSummary(counts: ImportCounts(updated: 1))),
        .showed(["Ada King", "Charles Babbage", "Grace Hopper"]),
      ])
    let ada = try await store.exportContacts(after: nil, limit: 10).filter {
      $0.uid == "urn:uuid:ada"
    }
    #expect(ada.map(\.contact.fullName) == ["Ada King"])
    #expect(ada.map(\.contact.emails) == [[]])
  }

  @Test(arguments: Architecture.allCases)
  func aMalformedFileShowsTheErrorWithFileAndLineAndStoresNothing(_ architecture: Architecture)
    async throws
  {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapImport()
    await app.pickFiles(
      [
        ImportFile(name: "friends.vcf", data: Data(Self.friends.utf8)),
        ImportFile(name: "bad.vcf", data: Data(Self.card("FN:Ada Lovelace", "NOTE;hi").utf8)),
      ], dryRun: false)
    #expect(
      app.events == [
        .noContent, .error("Could not import contacts: bad.vcf, line 4: a line with no colon"),
      ])
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases)
  func aDryRunSaysWhatItWouldDoAndStoresNothing(_ architecture: Architecture) async throws {
    let store = try ContactDatabase.inMemory()
    let app = makeDriver(architecture, repository: store)
    await app.openList()
    app.tapImport()
    await app.pickFile("friends.vcf", Self.friends, dryRun: true)
    let summary = ImportSummary(
      counts: ImportCounts(added: 3), skipped: Self.friendsSummary.skipped, isDryRun: true)
    #expect(
      app.events == [
        .noContent, .importProgress(ImportProgress(done: 3, total: 3)), .imported(summary),
      ])
    #expect(summary.headline == "Would add 3, update 0, leave 0 unchanged, skip 1:")
    #expect(try await store.allContacts().isEmpty)
  }

  @Test(arguments: Architecture.allCases)
  func exportThenImportIntoAnEmptyStoreGivesTheSameContacts(_ architecture: Architecture)
    async throws
  {
    let original = try ContactDatabase.inMemory()
    _ = try await original.create(ContactDraft(firstName: "Alan", lastName: "Turing"))
    let app = makeDriver(architecture, repository: original)
    app.tapImport()
    await app.pickFile("friends.vcf", Self.friends)
    await app.tapExport()
    #expect(
      app.events.last
        == .exported(ExportSummary(count: 4, fileName: "contacts.vcf", mediaType: "text/vcard")))

    let copy = try ContactDatabase.inMemory()
    let other = makeDriver(architecture, repository: copy)
    other.tapImport()
    await other.pickFiles([ImportFile(name: "contacts.vcf", data: app.exportedFile)], dryRun: false)
    #expect(other.events.contains(.imported(ImportSummary(counts: ImportCounts(added: 4)))))
    #expect(try await content(of: copy) == content(of: original))
  }

  @Test func bothBuildsExportTheSameBytes() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importFiles(
      [ImportFile(name: "friends.vcf", data: Data(Self.friends.utf8))],
      format: VCardFormat(), dryRun: false
    ) { _ in }
    var files: [Data] = []
    for architecture in Architecture.allCases {
      let app = makeDriver(architecture, repository: store)
      await app.tapExport()
      files.append(app.exportedFile)
    }
    #expect(files[0] == files[1])
    #expect(String(decoding: files[0], as: UTF8.self).contains("\r\nX-NAVY-RANK:Rear Admiral\r\n"))
  }
}

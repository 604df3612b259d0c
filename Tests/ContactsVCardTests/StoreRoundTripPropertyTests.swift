import ContactsDomain
import ContactsStore
import ContactsTestSupport
import ContactsVCard
import Foundation
import PropertyBased
import Testing

/// Export from a database, import into an empty one: the same contacts, uids and extras.
@Suite("Export then import, through the store")
struct StoreRoundTripPropertyTests {
  /// A database holding contacts made in the app and contacts imported from random cards.
  private static let databases = Generator<[VCard], Shrink.None<[VCard]>>(run: { rng in
    var generator = CardGenerator(seed: rng.next())
    return (0..<Int(rng.next() % 12)).map { _ in generator.card() }
  })

  private func everything(in store: ContactDatabase) async throws -> [ContactExport] {
    try await store.exportContacts(after: nil, limit: 10_000)
  }

  /// What a contact is, whatever id its database gave it.
  private func content(_ exports: [ContactExport]) -> [String] {
    exports.map { "\(ContactForm($0.contact))|\($0.uid)|\($0.extras)" }
  }

  private func filled(with cards: [VCard], made: Range<Int>) async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    _ = try await store.createAll(SampleContacts(seed: UInt64(cards.count)).drafts(made))
    let file = ImportFile(name: "cards.vcf", data: Data(VCardWriter.write(cards).utf8))
    _ = try await store.importFiles([file], format: VCardFormat(), dryRun: false) { _ in }
    return store
  }

  @Test(arguments: VCardVersion.allCases)
  func exportThenImportIntoAnEmptyDatabaseGivesTheSameContactsAndUIDs(version: VCardVersion)
    async
  {
    let format = VCardFormat(version: version)
    await propertyCheck(count: 60, input: Self.databases) { cards in
      let original = try await filled(with: cards, made: 0..<(cards.count % 3))
      var file = Data()
      let exported = try await original.exportFile(format: format, windowSize: 3) {
        file.append($0)
      }
      let copy = try ContactDatabase.inMemory()
      let counts = try await copy.importFiles(
        [ImportFile(name: "export.vcf", data: file)], format: format, dryRun: false
      ) { _ in }
      let before = try await everything(in: original)
      #expect(exported.count == before.count)
      #expect(counts.counts == ImportCounts(added: before.count))
      #expect(content(try await everything(in: copy)) == content(before))
      // And the export, imported back where it came from, changes nothing.
      let again = try await original.importFiles(
        [ImportFile(name: "export.vcf", data: file)], format: format, dryRun: false
      ) { _ in }
      #expect(again.counts == ImportCounts(unchanged: before.count))
    }
  }
}

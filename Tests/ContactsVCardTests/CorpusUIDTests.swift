import ContactsDomain
import ContactsStore
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// Corpus files with two cards with one UID, imported into a database: every different card is
/// a contact, and importing the file again gives the same book.
@Suite("Corpus files with cards sharing a UID")
struct CorpusUIDTests {
  /// The RFC's examples (calcard) hold two different cards with one UID; vCard.Net's contacts
  /// hold one card twice.
  static let files = ["calcard/rfc.vcf", "vcard-net/v4.0_Data_Contacts.vcf"]

  @Test(arguments: files)
  func everyDifferentCardIsAContactAndASecondImportChangesNothing(path: String) async throws {
    let data = try Data(contentsOf: CorpusTests.directory.appendingPathComponent(path))
    let read = try VCardFormat().read(data, fileName: path).contacts
    let store = try ContactDatabase.inMemory()
    let file = ImportFile(name: path, data: data)
    let summary = try await store.importFiles([file], format: VCardFormat(), dryRun: false) { _ in }
    #expect(try await store.allContacts().count == Set(read).count)
    let repeats = Dictionary(grouping: Set(read), by: \.uid).values.map { $0.count - 1 }
    #expect(summary.counts.keptSeparate == repeats.reduce(0, +))
    #expect(summary.keptSeparate.allSatisfy { $0.hasPrefix("\(path), line ") })
    let book = try await store.exportContacts(after: nil, limit: 100)
    let again = try await store.importFiles([file], format: VCardFormat(), dryRun: false) { _ in }
    #expect(
      again.counts.unchanged == read.count
        && again.counts.keptSeparate == summary.counts.keptSeparate)
    #expect(try await store.exportContacts(after: nil, limit: 100) == book)
  }

  @Test func theRFCExamplesKeepBothCardsWithTheirUIDAndSayWhere() async throws {
    let path = "calcard/rfc.vcf"
    let data = try Data(contentsOf: CorpusTests.directory.appendingPathComponent(path))
    let store = try ContactDatabase.inMemory()
    let summary = try await store.importFiles(
      [ImportFile(name: path, data: data)], format: VCardFormat(), dryRun: false
    ) { _ in }
    #expect(
      summary.keptSeparate == [
        "calcard/rfc.vcf, line 88: a second card with UID urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1"
          + " (first at line 78): kept as a separate contact"
      ])
    let exported = try await store.exportFile(format: VCardFormat()) { _ in }
    // Five named cards, and the two of RFC 6350's sync example that hold an email alone.
    #expect(exported.count == 7)
  }
}

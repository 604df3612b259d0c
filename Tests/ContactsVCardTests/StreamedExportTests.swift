import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsVCard

/// An export over several windows: each window's bytes as soon as it is read, together the file
/// the card writer writes for every contact, each contact with its own phones and emails.
@Suite("Exporting window after window")
struct StreamedExportTests {
  private let cardCount = 2_500

  /// A database file holding `cardCount` random cards, made in the app or imported.
  private func filledStore() async throws -> (ContactDatabase, [VCard]) {
    let folder = try makeTemporaryDirectory()
    let store = try ContactDatabase.openFile(at: folder.appendingPathComponent("c.sqlite").path)
    var generator = CardGenerator(seed: 4242)
    let cards = (0..<cardCount).map { _ in generator.card() }
    let file = ImportFile(name: "cards.vcf", data: Data(VCardWriter.write(cards).utf8))
    let summary = try await store.importFiles([file], format: VCardFormat(), dryRun: false) { _ in
    }
    #expect(summary.counts.added == cardCount)
    return (store, cards)
  }

  @Test func everyWindowHoldsEachContactWithItsOwnPhonesAndEmailsInListOrder() async throws {
    let (store, _) = try await filledStore()
    var position: ContactPosition?
    var seen = 0
    while true {
      let window = try await store.exportContacts(after: position, limit: 1_000)
      guard let last = window.last else { break }
      for export in window {
        #expect(try await store.contact(id: export.contact.id) == export.contact)
      }
      #expect(window.map(\.contact.position) == window.map(\.contact.position).sorted())
      if let position { #expect(position < window[0].contact.position) }
      seen += window.count
      position = last.contact.position
    }
    #expect(seen == cardCount)
  }

  @Test(arguments: VCardVersion.allCases)
  func anExportOfSeveralWindowsWritesEachWindowAsItIsReadAndTogetherTheWholeFile(
    version: VCardVersion
  ) async throws {
    let (store, cards) = try await filledStore()
    let format = VCardFormat(version: version)
    var chunks: [Data] = []
    let summary = try await store.exportFile(format: format, windowSize: 1_000) {
      chunks.append($0)
    }
    #expect(summary.count == cardCount)
    let cardsPerChunk = chunks.map {
      String(decoding: $0, as: UTF8.self).components(separatedBy: "BEGIN:VCARD\r\n").count - 1
    }
    #expect(cardsPerChunk == [1_000, 1_000, 500])
    let everything = try await store.exportContacts(after: nil, limit: cardCount)
    let expected = everything.map { export in
      VCardWriter.write(
        VCardFormat.card(export, extras: VCardExtras(decoding: export.extras)), version: version)
    }
    #expect(String(decoding: chunks.reduce(Data(), +), as: UTF8.self) == expected.joined())
    let back = try format.read(chunks.reduce(Data(), +), fileName: "export.vcf")
    #expect(back.skipped.isEmpty)
    #expect(Set(back.contacts.map(\.uid)) == Set(everything.map { $0.fileUID ?? $0.uid }))
    #expect(cards.count == back.contacts.count)
  }
}

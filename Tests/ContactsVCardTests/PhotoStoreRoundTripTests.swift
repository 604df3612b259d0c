import ContactsDomain
import ContactsStore
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

@Suite("A card's photo through the store: imported, exported, imported again")
struct PhotoStoreRoundTripTests {
  private let jpeg = SamplePhotos.jpeg(byteCount: 5000)

  @Test func anImportedPhotoIsStoredExportedByteForByteAndAnImportOfTheSameFileChangesNothing()
    async throws
  {
    let store = try ContactDatabase.inMemory()
    let card = { (bytes: Data) in
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nUID:ada\r\n"
        + "PHOTO;ENCODING=b;TYPE=JPEG:\(bytes.base64EncodedString())\r\nEND:VCARD\r\n"
    }
    let file = { (bytes: Data) in [ImportFile(name: "ada.vcf", data: Data(card(bytes).utf8))] }
    let first = try await store.importFiles(file(jpeg), format: VCardFormat(), dryRun: false) { _ in
    }
    #expect(first.counts.added == 1)
    let ada = try #require(try await store.allContacts().first)
    #expect(try await store.photo(id: ada.id)?.data == jpeg)
    var exported = Data()
    _ = try await store.exportFile(format: VCardFormat(version: .v3)) { exported.append($0) }
    let text = String(decoding: exported, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
    #expect(text.contains("PHOTO;ENCODING=b;TYPE=JPEG:\(jpeg.base64EncodedString())\r\n"))
    let again = try await store.importFiles(file(jpeg), format: VCardFormat(), dryRun: false) { _ in
    }
    #expect(again.counts.unchanged == 1)
    // The same card with another photo updates it.
    let other = SamplePhotos.jpeg(byteCount: 5000, seed: 9)
    let changed = try await store.importFiles(file(other), format: VCardFormat(), dryRun: false) {
      _ in
    }
    #expect(changed.counts.updated == 1)
    #expect(try await store.photo(id: ada.id)?.data == other)
  }
}

import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Photos survive sync with Radicale and Xandikos", .tags(.slow))
struct PhotoSyncTests {
  private let jpeg = SamplePhotos.jpeg(byteCount: 4000)

  /// The bytes of the photo of the server's card `uid`, from its unfolded `PHOTO` line.
  private func serverPhoto(_ device: SyncHarness, _ uid: String) async throws -> Data? {
    let card = try #require(try await device.serverCards()[uid])
    // Servers end lines with CRLF or LF alone: unfolded either way.
    let text = String(decoding: card.data, as: UTF8.self)
      .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n ", with: "")
    let line = text.split(separator: "\n").first { $0.hasPrefix("PHOTO") }
    // The payload follows the last ":" (3.0) or the "," of a data: URI (4.0).
    let payload = line?.split(separator: ":").last?.split(separator: ",").last
    #expect(payload != nil, "no PHOTO in \(text)")
    return payload.flatMap { Data(base64Encoded: String($0)) }
  }

  @Test(arguments: PeerKind.available)
  func aServersPhotoComesHereAndOneSetHereGoesThereByteForByte(_ kind: PeerKind) async throws {
    try await kind.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card(
          "ada", "Ada", "Lovelace", ["PHOTO;ENCODING=b;TYPE=JPEG:\(jpeg.base64EncodedString())"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      let ada = try await device.localContact("ada")
      #expect(try await device.database.photo(id: ada.id)?.data == jpeg)
      // A second sync with nothing changed sends nothing.
      #expect(!(try await device.sync()).counts.changedAnything)

      let alan = try await device.localContact("alan")
      try await device.database.setPhoto(try ContactPhoto(SamplePhotos.png), id: alan.id)
      let report = try await device.sync()
      #expect(
        report.counts.summary == "from the server +0 ~0 -0; to the server +0 ~1 -0; conflicts 0")
      #expect(try await serverPhoto(device, "alan") == SamplePhotos.png)
      #expect(try await serverPhoto(device, "ada") == jpeg)
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }
}

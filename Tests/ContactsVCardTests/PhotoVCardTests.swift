import ContactsDomain
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

@Suite("PHOTO becomes the contact's photo and is written back byte for byte")
struct PhotoVCardTests {
  private let jpeg = SamplePhotos.jpeg(byteCount: 3000)

  private func imports(_ text: String) throws -> [ContactImport] {
    try VCardFormat().read(Data(text.utf8), fileName: "test.vcf").contacts
  }

  private func exported(
    _ contacts: [ContactImport], _ version: VCardVersion, photo: ContactPhoto?? = nil
  ) -> String {
    let exports = contacts.map {
      ContactExport(
        contact: Contact(id: 0, $0.draft), uid: $0.uid, extras: $0.extras,
        photo: photo ?? $0.photo)
    }
    return String(decoding: VCardFormat(version: version).write(exports), as: UTF8.self)
  }

  /// The lines of `text`, unfolded.
  private func lines(_ text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
  }

  private func card(_ version: String, _ photoLine: String) -> String {
    "BEGIN:VCARD\r\nVERSION:\(version)\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\n"
      + "UID:urn:uuid:ada\r\n\(photoLine)\r\nEND:VCARD\r\n"
  }

  @Test(arguments: ["apple-contacts", "outlook"])
  func theJPEGOfARealExportersCardIsThePhotoAndNotKeptTwice(fixture: String) throws {
    let contacts = try VCardFormat().read(try Fixture.data(fixture), fileName: "\(fixture).vcf")
      .contacts
    let withPhoto = contacts.filter { $0.photo != nil }
    #expect(withPhoto.count == 1)
    let photo = try #require(withPhoto.first?.photo)
    #expect(photo.type == .jpeg)
    #expect(photo.data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
    #expect(photo.data.suffix(2) == Data([0xFF, 0xD9]))
    // The extras mark where it stood, without its bytes.
    #expect(try #require(withPhoto.first?.extras).contains("/9j/") == false)
  }

  @Test(arguments: [
    ("2.1", "PHOTO;ENCODING=BASE64;TYPE=JPEG:"), ("2.1", "PHOTO;JPEG;ENCODING=b:"),
    ("3.0", "PHOTO;ENCODING=b;TYPE=JPEG:"), ("4.0", "PHOTO:data:image/jpeg;base64,"),
  ])
  func eachVersionsInlinePhotoIsReadAndEveryExportWritesTheSameBytes(
    version: String, head: String
  ) throws {
    let contact = try #require(
      try imports(card(version, head + jpeg.base64EncodedString())).first)
    #expect(contact.photo?.data == jpeg)
    #expect(contact.photo?.type == .jpeg)
    for written in VCardVersion.allCases {
      let again = try #require(try imports(exported([contact], written)).first)
      #expect(again.photo?.data == jpeg)
      #expect(again == contact, "a second import says the same: the store counts it unchanged")
    }
  }

  @Test func anUnchangedPhotoIsWrittenBackAsItsOwnLine() throws {
    // A PNG its card calls a JPEG, with a parameter of its own: written back as it came.
    let line =
      "PHOTO;ENCODING=b;TYPE=JPEG;X-ABCROP-RECTANGLE=ABClipRect_1&0&0&1&1:"
      + SamplePhotos.png.base64EncodedString()
    let contact = try #require(try imports(card("3.0", line)).first)
    #expect(contact.photo?.type == .png)
    #expect(lines(exported([contact], .v3)).contains(line))
    let four = "PHOTO;PREF=1:data:image/jpeg;base64,\(jpeg.base64EncodedString())"
    let other = try #require(try imports(card("4.0", four)).first)
    #expect(lines(exported([other], .v4)).contains(four))
  }

  @Test func aChangedPhotoIsWrittenInItsPlaceAsTheAppWritesOneAndARemovedOneIsGone() throws {
    let contact = try #require(
      try imports(card("3.0", "PHOTO;ENCODING=b;TYPE=JPEG;PREF=1:" + jpeg.base64EncodedString()))
        .first)
    let gif = try ContactPhoto(SamplePhotos.gif)
    let v4 = lines(exported([contact], .v4, photo: .some(gif)))
    #expect(v4.contains("PHOTO:data:image/gif;base64,\(SamplePhotos.gif.base64EncodedString())"))
    #expect(v4.filter { $0.hasPrefix("PHOTO") }.count == 1)
    let v3 = lines(exported([contact], .v3, photo: .some(gif)))
    #expect(v3.contains("PHOTO;ENCODING=b;TYPE=GIF:\(SamplePhotos.gif.base64EncodedString())"))
    let removed = exported([contact], .v4, photo: .some(nil))
    #expect(!removed.contains("PHOTO"))
  }

  @Test func aPhotoSetInTheAppIsWrittenAfterTheCardsOtherProperties() throws {
    let contact = try #require(try imports(card("4.0", "NOTE:hi")).first)
    let text = exported([contact], .v4, photo: .some(try ContactPhoto(SamplePhotos.webp)))
    #expect(
      lines(text).suffix(3)
        == [
          "PHOTO:data:image/webp;base64,\(SamplePhotos.webp.base64EncodedString())", "END:VCARD",
          "",
        ])
  }

  @Test func aLinkAnSVGACertificateAndAnOversizePhotoStayAsTheyCame() throws {
    let big = SamplePhotos.jpeg(byteCount: ContactPhoto.maximumBytes + 1).base64EncodedString()
    let link = "PHOTO;VALUE=uri:http://www.example.com/pub/photos/jqpublic.gif"
    let linkInFour = "PHOTO:http://www.example.com/pub/photos/jqpublic.gif"
    for (line, written) in [
      (link, linkInFour), (linkInFour, linkInFour),
      ("PHOTO:data:image/svg+xml;base64,\(SamplePhotos.svg.base64EncodedString())", nil),
      (
        "PHOTO:data:image/jpeg;base64,MIICajCCAdOgAwIBAgICBEUwDQYJKoZIhvcNAQEEBQAwdzELMAkGA1UE", nil
      ),
      ("PHOTO:data:image/jpeg;base64,\(big)", nil),
    ] {
      let contact = try #require(try imports(card("4.0", line)).first)
      #expect(contact.photo == nil)
      #expect(lines(exported([contact], .v4)).contains(written ?? line))
    }
  }

  @Test func theSecondPhotoOfACardStaysAKeptProperty() throws {
    let second = "PHOTO:data:image/png;base64,\(SamplePhotos.png.base64EncodedString())"
    let text = card(
      "4.0", "PHOTO:data:image/jpeg;base64,\(jpeg.base64EncodedString())\r\n\(second)")
    let contact = try #require(try imports(text).first)
    #expect(contact.photo?.type == .jpeg)
    #expect(contact.extras.contains(SamplePhotos.png.base64EncodedString()))
    let written = lines(exported([contact], .v4)).filter { $0.hasPrefix("PHOTO") }
    #expect(written.count == 2)
    #expect(written.last == second)
  }
}

@Suite("The corpus's photos, written back byte for byte")
struct CorpusPhotoTests {
  @Test func everyPhotoOfOtherProgramsFilesSurvivesExportInBothVersions() throws {
    var photos: [ImageType: Int] = [:]
    for path in CorpusTests.paths {
      let data = try Data(contentsOf: CorpusTests.directory.appendingPathComponent(path))
      guard let file = try? VCardFormat().read(data, fileName: path) else { continue }
      for contact in file.contacts {
        guard let photo = contact.photo else { continue }
        photos[photo.type, default: 0] += 1
        let export = ContactExport(
          contact: Contact(id: 0, contact.draft), uid: contact.uid, extras: contact.extras,
          photo: photo)
        for version in VCardVersion.allCases {
          let again = try VCardFormat().read(
            VCardFormat(version: version).write([export]), fileName: path)
          #expect(again.contacts.first?.photo == photo, "\(path) as \(version)")
        }
      }
    }
    print("corpus photos: \(photos)")
    #expect(photos[.jpeg, default: 0] >= 5)
  }
}

import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("A photo's type is told by its bytes, and only images up to 1 MB are photos")
struct ContactPhotoTests {
  @Test func jpegPngGifAndWebPAreToldByTheirFirstBytes() throws {
    #expect(try ContactPhoto(SamplePhotos.jpeg()).type == .jpeg)
    #expect(try ContactPhoto(SamplePhotos.png).type == .png)
    #expect(try ContactPhoto(SamplePhotos.gif).type == .gif)
    #expect(try ContactPhoto(SamplePhotos.webp).type == .webp)
    #expect(
      ImageType.allCases.map(\.mediaType) == ["image/jpeg", "image/png", "image/gif", "image/webp"])
  }

  @Test func aPngWhateverItIsCalledIsAPng() throws {
    // The bytes decide; a file named photo.jpg holding a PNG is served as image/png.
    let photo = try ContactPhoto(SamplePhotos.png)
    #expect(photo.type == .png)
    #expect(photo.summary.description == "PNG, 70 bytes")
  }

  @Test func anSVGOrTextOrNothingIsRefusedWithASentence() {
    for bytes in [SamplePhotos.svg, Data("hello".utf8), Data(), Data([0xFF, 0xD8])] {
      #expect(throws: ContactValidationError.notAnImage) { try ContactPhoto(bytes) }
    }
    #expect(
      ContactValidationError.notAnImage.message
        == "The photo is not an image this app shows: use a JPEG, PNG, GIF or WebP file")
  }

  @Test func aPhotoOver1MBIsRefusedAndOneOf1MBIsKept() throws {
    let limit = ContactPhoto.maximumBytes
    #expect(try ContactPhoto(SamplePhotos.jpeg(byteCount: limit)).data.count == limit)
    let error = #expect(throws: ContactValidationError.self) {
      try ContactPhoto(SamplePhotos.jpeg(byteCount: limit + 1))
    }
    #expect(error == .photoTooLarge(byteCount: limit + 1, limit: limit))
    // 1,048,577 bytes, rounded up: over the limit reads as over it.
    #expect(error?.message == "The photo is 1.1 MB: a photo must be at most 1 MB")
  }

  @Test func theSummarySaysTheTypeAndTheSizeInKilobytes() throws {
    #expect(
      try ContactPhoto(SamplePhotos.jpeg(byteCount: 12 * 1024)).summary.description == "JPEG, 12 kB"
    )
    #expect(try ContactPhoto(SamplePhotos.webp).summary.description == "WebP, 34 bytes")
  }

  @Test func theDigestIsTheSameForTheSameBytesAndDiffersForOthers() throws {
    let one = try ContactPhoto(SamplePhotos.jpeg(seed: 1))
    #expect(one.digest == (try ContactPhoto(SamplePhotos.jpeg(seed: 1))).digest)
    #expect(one.digest != (try ContactPhoto(SamplePhotos.jpeg(seed: 2))).digest)
    #expect(one.digest.count == 16)
    // FNV-1a 64 of nothing is its offset basis.
    #expect(PhotoDigest.of(Data()) == "cbf29ce484222325")
  }
}

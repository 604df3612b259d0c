import ContactsDomain
import ContactsImaging
import ContactsTestSupport
import Foundation
import Testing

@Suite("A photo people take, scaled by libvips")
struct PhotoScalingTests {
  private let intake = PhotoIntake(scaler: VipsImageScaler())

  @Test func aPhonesCameraJPEGIsKeptAsASmallJPEGOf1024PixelsOnItsLongSide() throws {
    let camera = try ImageFiles.fixture("jolla.jpg")
    #expect(SamplePhotos.jpegSize(camera).map { [$0.width, $0.height] } == [3264, 2448])
    let photo = try intake.photo(from: camera)
    #expect(photo.type == .jpeg)
    #expect(SamplePhotos.jpegSize(photo.data).map { [$0.width, $0.height] } == [1024, 768])
    #expect(photo.data.count < camera.count / 3)
    // No EXIF kept: no camera's make, no place the photo was taken.
    #expect(SamplePhotos.hasEXIF(camera) && !SamplePhotos.hasEXIF(photo.data))
  }

  @Test func aPortraitStoredSidewaysWithItsEXIFOrientationIsKeptUpright() throws {
    let sideways = try ImageFiles.fixture("portrait_6.jpg")
    #expect(SamplePhotos.jpegSize(sideways).map { [$0.width, $0.height] } == [600, 450])
    let photo = try intake.photo(from: sideways)
    #expect(SamplePhotos.jpegSize(photo.data).map { [$0.width, $0.height] } == [450, 600])
  }

  @Test func aPNGAndAWebPAreAcceptedAndKeptAsJPEG() throws {
    // A 1×1 lossless WebP, and a 2000×500 PNG with an alpha channel (flattened onto white).
    let webp = try #require(Data(base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="))
    let png = SamplePhotos.png(width: 2000, height: 500, alpha: true) { x, _, channel in
      channel == 3 ? 0 : UInt8(truncatingIfNeeded: x)
    }
    let keptWebP = try intake.photo(from: webp)
    #expect(keptWebP.type == .jpeg)
    #expect(SamplePhotos.jpegSize(keptWebP.data).map { [$0.width, $0.height] } == [1, 1])
    let keptPNG = try intake.photo(from: png)
    #expect(keptPNG.type == .jpeg)
    #expect(SamplePhotos.jpegSize(keptPNG.data).map { [$0.width, $0.height] } == [1024, 256])
  }

  @Test func aCutShortOrDamagedImageIsRefusedWithASentence() throws {
    let camera = try ImageFiles.fixture("jolla.jpg")
    var damaged = camera
    damaged.replaceSubrange(2000..<6000, with: Data(repeating: 0x55, count: 4000))
    for bytes in [camera.prefix(36), camera.prefix(camera.count / 2), damaged] {
      #expect(throws: ContactValidationError.unreadableImage) { try intake.photo(from: bytes) }
    }
    #expect(
      ContactValidationError.unreadableImage.message
        == "The photo could not be read: the image is cut short or damaged. Choose the file "
        + "again, or another photo")
  }

  @Test func aTwentyMegabyteImageIsTakenAndOneByteMoreIsRefusedBeforeDecoding() throws {
    // Noise, stored uncompressed: 2,580 pixels square is just under 20 MB.
    var state: UInt32 = 2_463_534_242
    let noise = SamplePhotos.png(width: 2580, height: 2580) { _, _, _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
    #expect(noise.count > 19_900_000 && noise.count <= PhotoIntake.maximumInputBytes)
    let photo = try intake.photo(from: noise)
    #expect(SamplePhotos.jpegSize(photo.data).map { [$0.width, $0.height] } == [1024, 1024])
    let scaler = CountingScaler()
    let over = noise + Data(repeating: 0, count: PhotoIntake.maximumInputBytes + 1 - noise.count)
    #expect(throws: ContactValidationError.photoTooLarge(byteCount: 20_000_001, limit: 20_000_000))
    {
      try PhotoIntake(scaler: scaler).photo(from: over)
    }
    #expect(scaler.count == 0)
    #expect(
      ContactValidationError.photoTooLarge(byteCount: 20_000_001, limit: 20_000_000).message
        == "The photo is 20.1 MB: a photo must be at most 20 MB")
  }

  @Test func theSameImageGivesTheSameBytesEveryTime() throws {
    let camera = try ImageFiles.fixture("jolla.jpg")
    #expect(try intake.photo(from: camera).data == (try intake.photo(from: camera)).data)
  }
}

@Suite("An image claiming more pixels than a camera takes")
struct PixelLimitTests {
  @Test func aPNGWhoseHeaderClaims400MillionPixelsIsRefusedBeforeDecoding() throws {
    // 60 kB: a 20,000 × 20,000 PNG cut after its first row.
    let claim = SamplePhotos.pngClaim(width: 20_000, height: 20_000)
    let error = ContactValidationError.tooManyPixels(
      width: 20_000, height: 20_000, limit: PhotoIntake.maximumPixels)
    #expect(throws: error) { try PhotoIntake(scaler: VipsImageScaler()).photo(from: claim) }
    #expect(
      error.message == "The photo is 20000 × 20000 pixels: a photo may have at most 200 million")
  }
}

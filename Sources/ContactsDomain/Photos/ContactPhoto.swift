import Foundation

/// A contact's photo: image bytes, of a type told by the bytes (`ImageType`), at most
/// `maximumBytes` long. Kept apart from the contact's fields, so a list never reads it.
public struct ContactPhoto: Hashable, Sendable {
  /// The largest photo kept, decoded: 1 MB (1,048,576 bytes). A photo a person adds is far
  /// smaller once `PhotoIntake` has scaled it; a card imported with a larger one keeps it as it
  /// came, as a property of its own.
  public static let maximumBytes = 1 << 20

  /// The image, byte for byte as it came.
  public let data: Data
  public let type: ImageType
  /// `PhotoDigest` of `data`: what tells two photos apart without their bytes.
  public let digest: String

  /// The photo of `data`; refused with a sentence when it is not a JPEG, PNG, GIF or WebP
  /// image, or is larger than `maximumBytes`.
  public init(_ data: Data) throws(ContactValidationError) {
    guard data.count <= Self.maximumBytes else {
      throw .photoTooLarge(byteCount: data.count, limit: Self.maximumBytes)
    }
    guard let type = ImageType(sniffing: data) else { throw .notAnImage }
    self.init(data: data, type: type, digest: PhotoDigest.of(data))
  }

  /// A photo as the store kept it, already checked when it was stored.
  public init(data: Data, type: ImageType, digest: String) {
    self.data = data
    self.type = type
    self.digest = digest
  }

  /// What a screen shows of it without its bytes.
  public var summary: PhotoSummary {
    PhotoSummary(type: type, byteCount: data.count, digest: digest)
  }
}

/// What a screen shows of a photo without reading its bytes: its type and size, and its digest
/// (a web page's link to the photo changes with it).
public struct PhotoSummary: Hashable, Sendable {
  public let type: ImageType
  public let byteCount: Int
  public let digest: String

  public init(type: ImageType, byteCount: Int, digest: String) {
    self.type = type
    self.byteCount = byteCount
    self.digest = digest
  }

  /// "JPEG, 12 kB": the type and the size, as `ByteCount` writes every size.
  public var description: String {
    "\(type.name), \(ByteCount.text(byteCount))"
  }
}

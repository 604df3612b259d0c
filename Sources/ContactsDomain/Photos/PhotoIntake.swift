import Foundation

/// A photo as a person adds it (from a camera or a phone, in the web's upload or the CLI's
/// `--photo`): refused with a sentence when it is over `maximumInputBytes` (before it is
/// decoded) or is not a whole image, else scaled to at most `longestSide` pixels and kept as a
/// small JPEG. Every front end that takes a photo goes through it, so they store the same bytes.
public struct PhotoIntake: Sendable {
  /// The largest image file taken: 20 MB, more than a phone's camera writes.
  public static let maximumInputBytes = 20_000_000
  /// The long side of a kept photo, at most: 1,024 pixels.
  public static let longestSide = 1024
  /// The most pixels an image taken may have: 200 million, what the largest phone camera
  /// writes. A 1 MB PNG may claim 400 million, which take seconds of CPU to decode.
  public static let maximumPixels = 200_000_000

  private let scaler: any ImageScaler

  /// The intake that scales with `scaler`.
  public init(scaler: any ImageScaler) {
    self.scaler = scaler
  }

  /// Refuses a file of `byteCount` bytes over `maximumInputBytes`, before anything reads it.
  public static func refuseLarger(byteCount: Int) throws(ContactValidationError) {
    guard byteCount <= maximumInputBytes else {
      throw .photoTooLarge(byteCount: byteCount, limit: maximumInputBytes)
    }
  }

  /// The photo to keep of `data`, an image file's bytes. Throws a `ContactValidationError` when
  /// the file is too large, not a JPEG, PNG, GIF or WebP image, of too many pixels, or not a
  /// whole one; another error when the image library could not run.
  public func photo(from data: Data) throws -> ContactPhoto {
    try Self.refuseLarger(byteCount: data.count)
    guard ImageType(sniffing: data) != nil else { throw ContactValidationError.notAnImage }
    return try ContactPhoto(
      scaler.jpeg(from: data, longestSide: Self.longestSide, maximumPixels: Self.maximumPixels))
  }
}

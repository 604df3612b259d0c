import Foundation

/// The port an image library answers: an image file turned into the small JPEG a contact keeps.
/// The domain knows no image library; the root plugs one in (`ContactsImaging`'s libvips
/// adapter, or the `contacts-image` helper that `contacts` runs).
public protocol ImageScaler: Sendable {
  /// `image` (a JPEG, PNG, GIF or WebP file's bytes) decoded, turned upright as its EXIF
  /// orientation says, scaled down (never up) to at most `longestSide` pixels on its long side,
  /// and encoded as a JPEG without its metadata. Throws `ContactValidationError.tooManyPixels`
  /// when its header says more than `maximumPixels` (before decoding any: a small file may claim
  /// billions), `.unreadableImage` when the bytes are not a whole image (cut short, or
  /// corrupt), and another error when the library itself could not run.
  func jpeg(from image: Data, longestSide: Int, maximumPixels: Int) throws -> Data
}

import CVips
import ContactsDomain
import Foundation

/// The domain's `ImageScaler` answered by libvips (Debian's `libvips-dev`): shrink-on-load, so a
/// 12-megapixel camera JPEG is decoded at an eighth of its size rather than whole; EXIF
/// orientation applied; a truncated or corrupt image refused instead of padded with grey.
public struct VipsImageScaler: ImageScaler {
  /// The quality of the JPEG kept: 82, where a face at 1,024 pixels shows no artefacts and the
  /// file is a few hundred kilobytes at most.
  public static let quality: Int32 = 82

  public init() {}

  public func jpeg(from image: Data, longestSide: Int, maximumPixels: Int) throws -> Data {
    try Self.started.get()
    var (width, height): (Int32, Int32) = (0, 0)
    var length = 0
    let scaled = try image.withUnsafeBytes { bytes -> UnsafeMutableRawPointer? in
      guard cvips_size(bytes.baseAddress, bytes.count, &width, &height) == 0 else { return nil }
      guard Int(width) * Int(height) <= maximumPixels else {
        throw ContactValidationError.tooManyPixels(
          width: Int(width), height: Int(height), limit: maximumPixels)
      }
      return cvips_scaled_jpeg(
        bytes.baseAddress, bytes.count, Int32(longestSide), Self.quality, &length)
    }
    guard let scaled else {
      // libvips keeps its errors in one buffer for the process: what this image did to it is
      // told by the sentence, not by its text.
      vips_error_clear()
      throw ContactValidationError.unreadableImage
    }
    defer { g_free(scaled) }
    return Data(bytes: scaled, count: length)
  }

  /// libvips started once for the process, or why it could not be.
  private static let started: Result<Void, ImageLibraryError> = {
    cvips_start() == 0 ? .success(()) : .failure(ImageLibraryError())
  }()
}

/// libvips could not start (its modules or its memory missing).
struct ImageLibraryError: Error, CustomStringConvertible {
  var description: String { "The image library (libvips) could not start" }
}

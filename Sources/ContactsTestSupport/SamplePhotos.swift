import Foundation

/// Small images of each kind a photo may be, and files that are not photos, for tests.
public enum SamplePhotos {
  /// A 1×1 PNG.
  public static let png = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
  )!
  /// A 1×1 GIF.
  public static let gif = Data(
    base64Encoded: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")!
  /// A 1×1 lossless WebP.
  public static let webp = Data(
    base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")!
  /// An SVG drawing: a document that may carry a script, never a photo.
  public static let svg = Data(
    #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)

  /// A JPEG's worth of `byteCount` bytes: the JPEG markers around deterministic bytes (the
  /// type is told by the first bytes).
  public static func jpeg(byteCount: Int = 12 * 1024, seed: UInt8 = 0) -> Data {
    let body = (0..<max(0, byteCount - 6)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    return Data([0xFF, 0xD8, 0xFF, 0xE0] + body + [0xFF, 0xD9])
  }
}

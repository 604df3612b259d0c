import Foundation

/// The kinds of image a contact's photo may be, told by the bytes themselves (their magic
/// numbers), never by a file name or a declared type: a PNG named `.jpg` is a PNG, and SVG (a
/// document that may carry scripts) or anything else is no photo.
public enum ImageType: String, CaseIterable, Hashable, Sendable, Codable {
  case jpeg
  case png
  case gif
  case webp

  /// The type `bytes` begin with, or nil when they begin like no image this app shows.
  public init?(sniffing bytes: Data) {
    let head = Array(bytes.prefix(12))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
    }
    if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else {
      return nil
    }
  }

  /// The media type a server sends it with, such as `image/jpeg`.
  public var mediaType: String { "image/\(rawValue)" }

  /// The name a person reads, such as "JPEG".
  public var name: String { self == .webp ? "WebP" : rawValue.uppercased() }
}

import Foundation

/// What tests read of an image without an image library (a JPEG's size from its frame header,
/// whether it carries EXIF), and images of any size they make.
extension SamplePhotos {
  /// The width and height a JPEG's first frame header (SOF0–SOF15, not DHT, JPG or DAC) says.
  public static func jpegSize(_ jpeg: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](jpeg)
    var at = 2
    while at + 9 < bytes.count, bytes[at] == 0xFF {
      let marker = bytes[at + 1]
      let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[at + 5]) << 8 | Int(bytes[at + 6])
        let width = Int(bytes[at + 7]) << 8 | Int(bytes[at + 8])
        return (width, height)
      }
      at += 2 + length
    }
    return nil
  }

  /// True when `jpeg` has an APP1 `Exif` segment.
  public static func hasEXIF(_ jpeg: Data) -> Bool {
    jpeg.range(of: Data([0xFF, 0xE1])).map { range in
      jpeg[range.upperBound + 2..<range.upperBound + 6] == Data("Exif".utf8)
    } ?? false
  }

  /// An 8-bit RGB (or RGBA, `alpha`) PNG of `width` × `height`, its pixels from `pixel` (x, y,
  /// channel), stored without compression: a noise image of 2,580 pixels square is a 20 MB
  /// file, as large as a photo may be.
  public static func png(
    width: Int, height: Int, alpha: Bool = false, pixel: (Int, Int, Int) -> UInt8
  ) -> Data {
    let channels = alpha ? 4 : 3
    var raw = [UInt8]()
    raw.reserveCapacity(height * (1 + width * channels))
    for y in 0..<height {
      raw.append(0)
      for x in 0..<width {
        for channel in 0..<channels { raw.append(pixel(x, y, channel)) }
      }
    }
    return pngHeader(width: width, height: height, alpha: alpha)
      + Data(chunk("IDAT", stored(raw)) + chunk("IEND", []))
  }

  /// A `width` × `height` RGB PNG cut after its first row: what its header claims, in 60 kB
  /// for 20,000 pixels wide, however many rows it claims.
  public static func pngClaim(width: Int, height: Int) -> Data {
    pngHeader(width: width, height: height)
      + Data(chunk("IDAT", stored([UInt8](repeating: 0, count: 1 + 3 * width))) + chunk("IEND", []))
  }

  /// The signature and header of a `width` × `height` PNG.
  private static func pngHeader(width: Int, height: Int, alpha: Bool = false) -> Data {
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, alpha ? 6 : 2, 0, 0, 0]
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header))
  }

  /// `raw` as a zlib stream of stored (uncompressed) deflate blocks.
  private static func stored(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, raw.count)
      let length = UInt16(end - start)
      out.append(end == raw.count ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += raw[start..<end]
      start = end
    } while start < raw.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    ~bytes.reduce(~UInt32(0)) { crc, byte in
      crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

extension SamplePhotos {
  /// A 1500 × 600 PNG of a gradient, 2.7 MB: wider than a photo is kept, so it is scaled to
  /// 1024 × 410.
  public static let wide = png(width: 1500, height: 600) { x, y, channel in
    UInt8(truncatingIfNeeded: channel == 0 ? x / 6 : channel == 1 ? y / 3 : (x + y) / 8)
  }
}

/// Windows-1252, the code page Outlook and old phones write when they do not write UTF-8: what
/// the vCard and CSV readers decode a file's bytes with when they are not valid UTF-8.
package enum Windows1252 {
  // Windows-1252 differs from ISO-8859-1 in 0x80...0x9F; 0 marks the five unassigned bytes.
  private static let high: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]

  /// The text of `bytes` (an unassigned byte read as ISO-8859-1 reads it).
  package static func text(_ bytes: some Collection<UInt8>) -> String {
    var text = ""
    for byte in bytes {
      let mapped = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : 0
      text.unicodeScalars.append(Unicode.Scalar(mapped == 0 ? UInt32(byte) : mapped)!)
    }
    return text
  }
}

import Foundation

/// The Windows code page a card's text is in when its bytes are not UTF-8 and no `CHARSET` says
/// which: Western (1252), Cyrillic (1251) or Greek (1253), as Outlook and old phones write them
/// in the code page of the machine's language. Decided once for the whole card, from every such
/// value together: a name alone is a handful of letters.
///
/// Every byte from 0xC0 up is a letter in all three, so the script of the letters cannot tell
/// them apart (Cyrillic "Иван", C8 E2 E0 ED, is Latin "Èâàí" in 1252 and Greek "Θβΰν" in 1253).
/// What can:
/// - **Latin or not**: a Latin word carries its accented letters among ASCII ones ("Müller",
///   "José"), a Cyrillic or Greek word is high bytes alone. When more high bytes stand in words
///   of two or more with no ASCII letter than in words with one, the text is 1251 or 1253;
///   otherwise 1252, as before.
/// - **Cyrillic or Greek**: about two letters in five of Russian, Ukrainian, Bulgarian, Serbian
///   or Greek text are vowels, and each code page read as the other turns the most frequent
///   vowels into consonants (Greek α ο ι η are Cyrillic б п й з; Cyrillic о и are Greek ξ θ).
///   The reading with more vowels wins, a tie going to 1251 (the more common by far); a byte a
///   code page leaves unassigned rules it out.
enum LegacyCodePage {
  case windows1252
  case windows1251
  case windows1253

  /// The code page of `samples`, a card's values that are not valid UTF-8.
  static func of(_ samples: [[UInt8]]) -> LegacyCodePage {
    guard isNonLatin(samples) else { return .windows1252 }
    let cyrillic = vowels(in: samples, .windowsCP1251, Self.cyrillicVowels)
    let greek = vowels(in: samples, .windowsCP1253, Self.greekVowels)
    switch (cyrillic, greek) {
    case (let cyrillic?, let greek?): return greek > cyrillic ? .windows1253 : .windows1251
    case (_?, nil): return .windows1251
    case (nil, _?): return .windows1253
    case (nil, nil): return .windows1252
    }
  }

  /// The text of `bytes` in this code page (1252 for a byte it leaves unassigned).
  func text(_ bytes: some Collection<UInt8>) -> String {
    let encoding: String.Encoding
    switch self {
    case .windows1252: return ValueDecoder.windows1252(bytes)
    case .windows1251: encoding = .windowsCP1251
    case .windows1253: encoding = .windowsCP1253
    }
    guard let text = String(data: Data(bytes), encoding: encoding) else {
      return ValueDecoder.windows1252(bytes)
    }
    return text
  }

  // MARK: - Private

  private static let cyrillicVowels = Set("аеёиоуыэюяіїєАЕЁИОУЫЭЮЯІЇЄ".unicodeScalars)
  private static let greekVowels = Set(
    "αεηιουωάέήίόύώΐΰϊϋΑΕΗΙΟΥΩΆΈΉΊΌΎΏΪΫ".unicodeScalars)

  /// Whether more high bytes stand in words of their own (two or more, no ASCII letter) than in
  /// words with ASCII letters, one of them a capital (0xC0–0xDF in both code pages, as names
  /// start): Hebrew's 1255, with no capitals and its letters from 0xE0, stays 1252.
  private static func isNonLatin(_ samples: [[UInt8]]) -> Bool {
    var alone = 0
    var mixed = 0
    guard samples.contains(where: { $0.contains { (0xC0...0xDF).contains($0) } }) else {
      return false
    }
    for sample in samples {
      var high = 0
      var ascii = 0
      for byte in sample + [0x20] {
        if byte >= 0x80 {
          high += 1
        } else if (0x61...0x7A).contains(byte | 0x20) {
          ascii += 1
        } else {
          if ascii > 0 { mixed += high } else if high >= 2 { alone += high }
          (high, ascii) = (0, 0)
        }
      }
    }
    return alone > mixed
  }

  /// How many of the letters of `samples` read in `encoding` are in `vowels`; nil when a byte
  /// is unassigned there.
  private static func vowels(
    in samples: [[UInt8]], _ encoding: String.Encoding, _ vowels: Set<Unicode.Scalar>
  ) -> Int? {
    var count = 0
    for sample in samples {
      guard let text = String(data: Data(sample), encoding: encoding),
        !text.unicodeScalars.contains("\u{FFFD}")
      else { return nil }
      count += text.unicodeScalars.filter(vowels.contains).count
    }
    return count
  }
}

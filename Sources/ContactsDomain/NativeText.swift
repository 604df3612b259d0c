import Foundation

/// NFC checks and folding without bridging to `NSString`, where the answer is known to be
/// Foundation's: bridging cost more than anything else in importing a card with accents.
enum NativeText {
  /// Whether `text` is in NFC. Text whose scalars are all below U+0300 always is (nothing there
  /// decomposes or combines with what comes before it); other text asks the standard library.
  static func isNFC(_ text: String) -> Bool {
    // UTF-8 lead bytes below 0xCC start the scalars below U+0300.
    if text.utf8.allSatisfy({ $0 < 0xCC }) { return true }
    if #available(macOS 26.0, *) {
      var span = text.utf8Span
      return span.checkForNFC(quickCheck: false)
    }
    return false
  }

  /// `text` folded as `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`
  /// then `spelledPlainly` fold it, one scalar at a time, each scalar's folding asked of
  /// Foundation once and remembered; nil when a scalar may fold otherwise beside its neighbours
  /// (a combining mark, a Hangul jamo), which only the whole text can tell.
  static func folded(_ text: String, spelledPlainly: (String) -> String) -> String? {
    // Made as bytes, then one string: appending to a string a scalar at a time cost more.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 8)
    let folds = cache.withLock { folds -> Bool in
      for scalar in text.unicodeScalars {
        if scalar.isASCII {
          let value = UInt8(scalar.value)
          result.append((0x41...0x5A).contains(value) ? value + 0x20 : value)
          continue
        }
        if let known = folds[scalar] {
          guard let known else { return false }
          result.append(contentsOf: known.utf8)
          continue
        }
        let fold =
          foldsAlone(scalar)
          ? spelledPlainly(
            String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
          : nil
        folds[scalar] = fold
        guard let fold else { return false }
        result.append(contentsOf: fold.utf8)
      }
      return true
    }
    return folds ? String(decoding: result, as: UTF8.self) : nil
  }

  /// Whether `scalar` folds the same whatever stands beside it: a starter that neither reorders
  /// nor combines with the scalar before it.
  private static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    let hangulJamo: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF]
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default:
      return properties.canonicalCombiningClass == .notReordered
        && !hangulJamo.contains { $0.contains(scalar.value) }
    }
  }

  private static let cache = FoldCache()
}

/// The folding of every non-ASCII scalar met so far (nil for one that cannot fold alone).
private final class FoldCache: @unchecked Sendable {
  private let lock = NSLock()
  private var folds = FoldTable()

  func withLock<Result>(_ body: (inout FoldTable) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&folds)
  }
}

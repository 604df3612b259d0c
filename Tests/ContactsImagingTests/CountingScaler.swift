import ContactsDomain
import Foundation
import Synchronization

/// A scaler that counts its calls and answers with its input: what tells that a refusal came
/// before any decoding.
final class CountingScaler: ImageScaler {
  private let calls = Mutex(0)

  /// How many times it was asked.
  var count: Int { calls.withLock { $0 } }

  func jpeg(from image: Data, longestSide: Int, maximumPixels: Int) throws -> Data {
    calls.withLock { $0 += 1 }
    return image
  }
}

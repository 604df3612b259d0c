import Foundation
import Hummingbird

/// `application/x-www-form-urlencoded`: what forms send and what links carry after `?`.
enum QueryString {
  /// `?a=1&b=x%20y`, or "" for no pairs.
  static func encode(_ pairs: [(String, String)]) -> String {
    guard !pairs.isEmpty else { return "" }
    return "?" + pairs.map { "\(escape($0))=\(escape($1))" }.joined(separator: "&")
  }

  /// Every name and value, in order, repeats kept: a form may send `phone` several times.
  /// Nil when a part is not valid percent-encoding.
  static func decode(_ text: String) -> [(name: String, value: String)]? {
    var pairs: [(name: String, value: String)] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = unescape(parts[0]), let value = unescape(parts.count > 1 ? parts[1] : "")
      else { return nil }
      pairs.append((name, value))
    }
    return pairs
  }

  /// Whether `request`'s address carries the parameter `name` (a flag such as `edited=1`).
  static func has(_ name: String, in request: Request) -> Bool {
    decode(request.uri.query ?? "")?.contains { $0.name == name } ?? false
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  private static func unescape(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}

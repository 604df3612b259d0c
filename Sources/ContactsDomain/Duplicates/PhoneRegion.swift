import Foundation

/// A region whose national phone numbers are read with its country calling code, so that
/// "020 7946 0018" read in GB and "+44 20 7946 0018" are one number.
public struct PhoneRegion: Hashable, Sendable {
  /// The regions known, by ISO 3166 code, with their country calling codes.
  public static let callingCodes: [String: String] = [
    "US": "1", "CA": "1", "GB": "44", "DE": "49", "FR": "33", "ES": "34", "IT": "39", "NL": "31",
    "AU": "61", "NZ": "64", "IE": "353", "AT": "43", "CH": "41", "BE": "32",
  ]

  /// The region's ISO 3166 code, uppercased.
  public let code: String
  public let callingCode: String

  /// The region `code` (any case), or nil when it is not in `callingCodes`.
  public init?(_ code: String) {
    let upper = code.uppercased()
    guard let callingCode = Self.callingCodes[upper] else { return nil }
    self.code = upper
    self.callingCode = callingCode
  }

  /// The number's E.164 digits without the `+`: a leading `+` or `00` keeps its country code
  /// (and a "(0)" after it, the trunk `0` written for national readers and never dialled from
  /// abroad, is left out: "+44 (0)20 7946 0018"); otherwise the trunk `0` is dropped and the
  /// region's code put first. With no region, a national number is its digits alone.
  public static func e164Digits(_ text: String, in region: PhoneRegion?) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let digits = PhoneNumber.digits(of: trimmed)
    let international = trimmed.hasPrefix("+") || digits.hasPrefix("00")
    if international, trimmed.contains("(0)") {
      return e164Digits(trimmed.replacingOccurrences(of: "(0)", with: ""), in: region)
    }
    if trimmed.hasPrefix("+") { return digits }
    if digits.hasPrefix("00") { return String(digits.dropFirst(2)) }
    guard let region else { return digits }
    let national = digits.hasPrefix("0") ? String(digits.dropFirst()) : digits
    return region.callingCode + national
  }

  /// The number as a person reads it in international form: as written when it starts with
  /// `+`; else the region's `+code`, a space and the number without its trunk `0`
  /// ("020 7946 0018" in GB → "+44 20 7946 0018"); with no region, as written.
  public static func international(_ text: String, in region: PhoneRegion?) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let region, !trimmed.hasPrefix("+"), !trimmed.hasPrefix("00") else { return trimmed }
    let national = trimmed.hasPrefix("0") ? trimmed.dropFirst() : Substring(trimmed)
    return "+\(region.callingCode) \(national)"
  }
}

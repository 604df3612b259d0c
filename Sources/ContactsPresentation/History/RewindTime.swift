import Foundation

/// The time a rewind goes back to, as a person types it: a local time "2026-11-20 14:00" (or
/// "2026-11-20T14:00", as a browser's time field sends it), ISO 8601 with its zone
/// ("2026-11-20T14:00:00Z"), or a while ago ("1 hour ago", "30 minutes ago", "2 days ago").
/// Decided once for the command line and the web.
public enum RewindTime {
  /// Why a text is not a time to rewind to, in a sentence.
  public struct Refusal: Error, Equatable, Sendable {
    public let message: String
  }

  /// An example the refusals give.
  public static let example = "“2026-11-20 14:00”, “2026-11-20T14:00:00Z” or “1 hour ago”"

  /// The time `text` says, `now` being the time it is and `timeZone` the local one; refused
  /// when it is not a time or it is after `now`.
  public static func date(from text: String, now: Date, timeZone: TimeZone = .current)
    throws(Refusal) -> Date
  {
    let typed = text.trimmingCharacters(in: .whitespaces)
    guard let date = ago(typed, now: now) ?? local(typed, timeZone) ?? iso(typed) else {
      throw Refusal(
        message: "“\(ShownText.summaryLine(typed))” is not a time; write it as \(example)")
    }
    guard date <= now else {
      throw Refusal(
        message: "\(HistoryScreen.time(date, in: timeZone)) is in the future; "
          + "a rewind goes back to a time that has passed")
    }
    return date
  }

  // MARK: - Private

  private static let units: [String: TimeInterval] = [
    "minute": 60, "minutes": 60, "hour": 3600, "hours": 3600, "day": 86400, "days": 86400,
    "week": 604800, "weeks": 604800,
  ]

  /// "30 minutes ago".
  private static func ago(_ text: String, now: Date) -> Date? {
    let words = text.lowercased().split(separator: " ")
    guard words.count == 3, words[2] == "ago", let count = Int(words[0]), count >= 0,
      count <= 36500, let unit = units[String(words[1])]
    else { return nil }
    return now.addingTimeInterval(-Double(count) * unit)
  }

  /// "2026-11-20 14:00" or "2026-11-20T14:00", in `timeZone`.
  private static func local(_ text: String, _ timeZone: TimeZone) -> Date? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 16, scalars[10] == " " || scalars[10] == "T" else { return nil }
    let values = [(0, 4), (5, 2), (8, 2), (11, 2), (14, 2)].compactMap { start, length in
      Int(String(String.UnicodeScalarView(scalars[start..<start + length])))
    }
    guard scalars[4] == "-", scalars[7] == "-", scalars[13] == ":",
      values.count == 5
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = DateComponents(
      year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4])
    guard parts.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: parts)
  }

  /// ISO 8601 with a zone, with or without fractions of a second.
  private static func iso(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions.insert(.withFractionalSeconds)
    return plain.date(from: text) ?? fractional.date(from: text)
  }
}

import ContactsDomain
import Foundation

/// A date as the form's three fields hold it, Day, Month and an optional Year, as typed: kept
/// as it is when the form comes back refused.
struct DateInput: Hashable, Sendable {
  var day = ""
  var month = ""
  var year = ""

  init(day: String, month: String, year: String) {
    self.day = day
    self.month = month
    self.year = year
  }

  /// The fields of a date the form holds as `PartialDate` text ("1815-12-10", "--12-10"):
  /// empty when there is none.
  init(_ text: String) {
    guard let date = PartialDate(text) else { return }
    day = String(date.day)
    month = String(date.month)
    year = date.year.map { String($0) } ?? ""
  }

  /// The date as text for the form, for the app to check as it checks `--birthday`:
  /// "1815-12-10", "12-10" without a year, "" when all three are blank.
  var text: String {
    let parts = [day, month, year].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard parts.contains(where: { !$0.isEmpty }) else { return "" }
    let monthDay = "\(padded(parts[1], to: 2))-\(padded(parts[0], to: 2))"
    return parts[2].isEmpty ? monthDay : "\(padded(parts[2], to: 4))-\(monthDay)"
  }

  /// `part` with zeros before it up to `width`, when it is a number; as typed otherwise.
  private func padded(_ part: String, to width: Int) -> String {
    guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return part }
    return String(repeating: "0", count: max(0, width - part.count)) + part
  }
}

import Foundation

/// Dates as HTTP writes them (RFC 9110 §5.6.7, `Sun, 06 Nov 1994 08:49:37 GMT`): a plain
/// file's `Last-Modified` and `getlastmodified`.
enum HTTPDate {
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `date` in GMT, to the second.
  static func text(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents(
      [.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
    func two(_ number: Int?) -> String { (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
    return
      "\(weekdays[(parts.weekday ?? 1) - 1]), \(two(parts.day)) \(months[(parts.month ?? 1) - 1]) "
      + "\(parts.year ?? 1970) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
  }
}

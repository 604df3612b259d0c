import ContactsPresentation
import Foundation

/// When a version was replaced, as a page shows it: the screen's words, the exact instant in
/// the `time` element's `datetime`.
enum TimeMarkup {
  static func html(_ row: HistoryScreen.Row) -> HTML {
    "<time datetime=\"\(ISO8601DateFormatter().string(from: row.replacedAt))\">\(row.when)</time>"
  }
}

import Foundation

/// How Google and Outlook write labels and groups, and how the app keeps them.
enum CSVLabels {
  /// The labels the app writes in lower case ("mobile") and Google capitalized ("Mobile").
  private static let common: Set<String> = [
    "home", "work", "mobile", "other", "main", "pager", "fax", "home fax", "work fax", "school",
    "business", "personal", "blog", "profile", "homepage",
  ]

  /// A label as the app keeps it: without the "* " Google puts before the primary one, in lower
  /// case when it is a common one ("* Home" is "home"), else as written. Outlook's "Business"
  /// address is "work".
  static func read(_ label: String) -> String {
    var label = label.trimmingCharacters(in: .whitespaces)
    if label.hasPrefix("* ") { label.removeFirst(2) }
    let lower = label.lowercased()
    if lower == "business" { return "work" }
    return common.contains(lower) ? lower : label
  }

  /// A label as Google writes it: a common one capitalized ("Mobile"), else as kept.
  static func written(_ label: String) -> String {
    common.contains(label) ? label.prefix(1).uppercased() + label.dropFirst() : label
  }

  /// The groups among `labels`: trimmed, each once, without Google's system labels
  /// ("* myContacts", "* starred") and older "System Group: My Contacts".
  static func groups(_ labels: [String]) -> [String] {
    var seen = Set<String>()
    return labels.map { $0.trimmingCharacters(in: .whitespaces) }.filter { label in
      !label.isEmpty && !label.hasPrefix("* ") && !label.hasPrefix("System Group:")
        && seen.insert(label).inserted
    }
  }
}

/// Birthdays as Google and Outlook write them.
enum CSVDates {
  /// A date as the app reads it: Google's "1990-05-17" and "--05-17" as they are, Outlook's
  /// "5/17/1990" as "1990-05-17", and Outlook's empty "0/0/00" as nothing. Anything else is
  /// passed on for validation to refuse with its reason.
  static func read(_ cell: String) -> String {
    let parts = cell.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]),
      let year = Int(parts[2])
    else { return cell }
    if month == 0 || day == 0 { return "" }
    let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }
}

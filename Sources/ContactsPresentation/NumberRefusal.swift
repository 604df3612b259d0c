import ContactsDomain

/// The sentences refusing a number a person typed (`--limit`, `--days`, a link's `?limit=`),
/// decided once for every screen and front end.
public enum NumberRefusal {
  /// The sentence refusing `text` unless it is a whole number in `range`, naming `what` it
  /// counts: "“0” is not a number of rows: give a whole number from 1 to 1000."; nil when it is.
  public static func refusal(_ text: String, in range: ClosedRange<Int>, what: String)
    -> String?
  {
    if text.allSatisfy(\.isASCII), let number = Int(text), range.contains(number) { return nil }
    return "“\(ShownText.summaryLine(text))” is not \(what): give a whole number from "
      + "\(range.lowerBound) to \(range.upperBound)."
  }

  /// The sentence refusing `text` as how many rows a screen shows, 1 to
  /// `PageRequest.maximumLimit`; nil when it is one.
  public static func limit(_ text: String) -> String? {
    refusal(text, in: 1...PageRequest.maximumLimit, what: "a number of rows")
  }
}

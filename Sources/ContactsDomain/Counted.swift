/// How every sentence counts, decided once for each screen, report and command: numbers with
/// their thousands apart ("2,000"), and contacts with their noun ("1 contact", "2,000 contacts").
public enum Counted {
  /// `number` with its thousands apart, as English writes them, the same in every locale as the
  /// sentences are English: 1746000 as "1,746,000".
  public static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    return (number < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
  }

  /// "1 contact", "2,000 contacts".
  public static func contacts(_ count: Int) -> String {
    count == 1 ? "1 contact" : "\(grouped(count)) contacts"
  }

  /// "1 group card", "12 group cards".
  public static func groupCards(_ count: Int) -> String {
    count == 1 ? "1 group card" : "\(grouped(count)) group cards"
  }
}

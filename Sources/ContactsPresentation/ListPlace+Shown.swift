import ContactsDomain

extension ListPlace {
  /// Where a window of `rows` rows stands, as every front end says it: "51–100 of 3,000", or
  /// "7 of 7" for a single row.
  public func shown(rows: Int) -> String {
    let first = before + 1
    let last = before + max(rows, 1)
    let range = first == last ? Self.grouped(first) : "\(Self.grouped(first))–\(Self.grouped(last))"
    return "\(range) of \(Self.grouped(max(total, last)))"
  }

  /// `number` with its thousands apart, as English writes them: 1,000,000.
  private static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

import ContactsDomain

extension ListPlace {
  /// Where a window of `rows` rows stands, as every front end says it: "51–100 of 3,000", or
  /// "7 of 7" for a single row.
  public func shown(rows: Int) -> String {
    let first = before + 1
    let last = before + max(rows, 1)
    let range =
      first == last ? Counted.grouped(first) : "\(Counted.grouped(first))–\(Counted.grouped(last))"
    return "\(range) of \(Counted.grouped(max(total, last)))"
  }

}

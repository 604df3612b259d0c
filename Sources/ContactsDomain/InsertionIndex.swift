extension Array {
  /// The article's binary search: the index at which `element` keeps the array sorted.
  public func insertionIndex(
    of element: Element, using areInIncreasingOrder: (Element, Element) -> Bool
  ) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if areInIncreasingOrder(self[middle], element) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}

extension Array where Element: Comparable {
  /// The index at which `element` keeps the array in its natural order.
  public func insertionIndex(of element: Element) -> Int {
    insertionIndex(of: element, using: <)
  }
}

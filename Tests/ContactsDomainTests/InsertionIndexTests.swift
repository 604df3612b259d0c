import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("insertionIndex(of:): the article's binary search")
struct InsertionIndexTests {
  /// The obvious linear search the binary search must agree with: before the first element
  /// that is not smaller, so a new element goes after nothing equal to it.
  private func linearInsertionIndex<T>(
    of element: T, in array: [T], by areInIncreasingOrder: (T, T) -> Bool
  ) -> Int {
    array.firstIndex { !areInIncreasingOrder($0, element) } ?? array.count
  }

  // MARK: - Known cases

  @Test func anEmptyArrayInsertsAtZero() {
    #expect([Int]().insertionIndex(of: 42) == 0)
  }

  @Test func aSmallerElementGoesFirstAndALargerOneLast() {
    let array = [10, 20, 30, 40]
    #expect(array.insertionIndex(of: 5) == 0)
    #expect(array.insertionIndex(of: 45) == 4)
    #expect(array.insertionIndex(of: 25) == 2)
  }

  @Test func anEqualElementGoesBeforeItsEquals() {
    #expect([1, 3, 3, 3, 5].insertionIndex(of: 3) == 1)
    #expect([3, 3, 3].insertionIndex(of: 3) == 0)
    #expect([1, 1, 1].insertionIndex(of: 1) == 0)
  }

  @Test func aSingleElementArrayHasTwoPossibleIndexes() {
    #expect([7].insertionIndex(of: 6) == 0)
    #expect([7].insertionIndex(of: 7) == 0)
    #expect([7].insertionIndex(of: 8) == 1)
  }

  @Test func aCustomOrderIsFollowed() {
    let descending = [9, 7, 7, 4, 1]
    #expect(descending.insertionIndex(of: 7, using: >) == 1)
    #expect(descending.insertionIndex(of: 10, using: >) == 0)
    #expect(descending.insertionIndex(of: 0, using: >) == 5)
  }

  // MARK: - Against the linear reference

  @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func agreesWithALinearSearchOnManyRandomArrays(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let count = Int.random(in: 0...40, using: &generator)
      // A narrow range of values forces duplicates; a wider range of probes reaches both ends.
      let array = (0..<count).map { _ in Int.random(in: 0...15, using: &generator) }.sorted()
      for probe in -1...16 {
        let expected = linearInsertionIndex(of: probe, in: array, by: <)
        #expect(array.insertionIndex(of: probe) == expected, "\(probe) in \(array)")
      }
    }
  }

  @Test func keepsTheArraySortedWhenInsertingOneByOne() {
    var generator = SplitMix64(seed: 7)
    var array: [Int] = []
    for _ in 0..<500 {
      let value = Int.random(in: -50...50, using: &generator)
      array.insert(value, at: array.insertionIndex(of: value))
    }
    #expect(array == array.sorted())
  }

  @Test func agreesWithALinearSearchOverContactRows() {
    var generator = SplitMix64(seed: 99)
    let names = [
      "adam smith", "Adam Smith", "Ángel Díaz", "émile zola", "Zoe Adams", "Ada Lovelace",
    ]
    for _ in 0..<200 {
      let rows = (0..<Int.random(in: 0...12, using: &generator)).map { id in
        row(id: Int64(id), names.randomElement(using: &generator)!)
      }.sorted()
      let new = row(id: Int64(rows.count), names.randomElement(using: &generator)!)
      #expect(rows.insertionIndex(of: new) == linearInsertionIndex(of: new, in: rows, by: <))
    }
  }

  @Test(arguments: [0, 1, 2, 7, 8, 100, 1000, 1023, 1024])
  func comparesAtMostLogTwoTimes(count: Int) {
    let array = Array(0..<count)
    let bound = Int.bitWidth - count.leadingZeroBitCount  // ⌈log₂(count + 1)⌉
    for probe in [-1, count / 2, count] {
      var comparisons = 0
      let index = array.insertionIndex(of: probe) {
        comparisons += 1
        return $0 < $1
      }
      #expect(index == max(0, min(probe, count)))
      #expect(comparisons <= bound, "\(comparisons) comparisons for \(count) elements")
    }
  }

  // MARK: - Helpers

  private func row(id: Int64, _ fullName: String) -> ContactViewModel {
    let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
    return ContactViewModel(Contact(id: id, firstName: parts[0], lastName: parts[1]))
  }
}

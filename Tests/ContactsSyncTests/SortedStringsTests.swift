import ContactsTestSupport
import Testing

@testable import ContactsSync

@Suite("Strings kept on disk and read back sorted")
struct SortedStringsTests {
  @Test(arguments: [3, 64, 10_000])
  func hrefsInAnyOrderComeBackSortedOnceEach(runLength: Int) throws {
    var random = SplitMix64(seed: UInt64(runLength))
    var added: [String] = []
    for _ in 0..<3_000 {
      // Few distinct names, so many repeat, within a run and across runs.
      added.append("/book/\(random.next() % 1_200)-\(random.pick(["a", "é", "Z", "ß"])).vcf")
    }
    let hrefs = try SortedStrings(holding: "test hrefs", runLength: runLength)
    for href in added { try hrefs.add(href) }
    #expect(hrefs.count == 3_000)
    for size in [1, 50, 5_000] {
      var batches = try hrefs.batches(of: size)
      var read: [String] = []
      while let batch = try batches.next() {
        #expect(batch.count <= size)
        read += batch
      }
      #expect(read == Set(added).sorted())
    }
    let counts = Dictionary(added.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(try hrefs.repeated() == Set(counts.filter { $0.value > 1 }.keys))
  }

  @Test func stringsAddedOnceAreNotRepeated() throws {
    let strings = try SortedStrings(holding: "test UIDs", runLength: 2)
    for uid in ["c", "a", "b", "a", "d", "e", "a", "e"] { try strings.add(uid) }
    #expect(try strings.repeated() == ["a", "e"])
  }

  @Test func noHrefsGiveNoBatch() throws {
    var batches = try SortedStrings(holding: "test hrefs").batches(of: 10)
    #expect(try batches.next() == nil)
  }
}

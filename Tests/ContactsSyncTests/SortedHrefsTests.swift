import ContactsTestSupport
import Testing

@testable import ContactsSync

@Suite("Hrefs kept on disk and read back sorted")
struct SortedHrefsTests {
  @Test(arguments: [3, 64, 10_000])
  func hrefsInAnyOrderComeBackSortedOnceEach(runLength: Int) throws {
    var random = SplitMix64(seed: UInt64(runLength))
    var added: [String] = []
    for _ in 0..<3_000 {
      // Few distinct names, so many repeat, within a run and across runs.
      added.append("/book/\(random.next() % 1_200)-\(random.pick(["a", "é", "Z", "ß"])).vcf")
    }
    let hrefs = try SortedHrefs(runLength: runLength)
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
  }

  @Test func noHrefsGiveNoBatch() throws {
    var batches = try SortedHrefs().batches(of: 10)
    #expect(try batches.next() == nil)
  }
}

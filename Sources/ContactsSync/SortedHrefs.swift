import ContactsDomain
import Foundation

/// Hrefs added in any order, read back sorted and without repeats a batch at a time, however
/// many: runs of `runLength` are sorted in memory and written to a scratch file, then merged.
/// Memory holds one run while hrefs are added, and a window of each run while they are read.
final class SortedHrefs {
  private let file: ScratchFile
  private let runLength: Int
  private var pending: [String] = []
  /// Where each sorted run is in the file.
  private var runs: [Range<UInt64>] = []
  /// How many hrefs were added, repeats included.
  private(set) var count = 0

  init(runLength: Int = 16_384) throws {
    file = try ScratchFile(prefix: "contacts-sync-hrefs", holding: "the hrefs to fetch")
    self.runLength = max(1, runLength)
  }

  func add(_ href: String) throws {
    pending.append(href)
    count += 1
    if pending.count == runLength { try writeRun() }
  }

  /// The hrefs in order, `size` at a time.
  func batches(of size: Int) throws -> Batches {
    try writeRun()
    return Batches(
      runs: runs.map { file.records(fieldsEach: 1, from: $0.lowerBound, to: $0.upperBound) },
      size: max(1, size))
  }

  /// Merges the sorted runs.
  struct Batches {
    private var runs: [ScratchFile.Records]
    private var heads: [String?] = []
    private let size: Int
    private var last: String?

    fileprivate init(runs: [ScratchFile.Records], size: Int) {
      self.runs = runs
      self.size = size
    }

    /// The next hrefs, up to the batch size; nil after the last.
    mutating func next() throws -> [String]? {
      if heads.isEmpty {
        for index in runs.indices { heads.append(try Self.href(runs[index].next())) }
      }
      var batch: [String] = []
      while batch.count < size {
        var smallest: Int?
        for (index, head) in heads.enumerated() {
          guard let head else { continue }
          if let current = smallest, let best = heads[current], best <= head { continue }
          smallest = index
        }
        guard let index = smallest, let href = heads[index] else { break }
        heads[index] = try Self.href(runs[index].next())
        if href != last { batch.append(href) }
        last = href
      }
      return batch.isEmpty ? nil : batch
    }

    private static func href(_ fields: [Data]?) -> String? {
      fields.map { String(decoding: $0[0], as: UTF8.self) }
    }
  }

  private func writeRun() throws {
    guard !pending.isEmpty else { return }
    var bytes = Data()
    var previous: String?
    for href in pending.sorted() where href != previous {
      bytes.append(ScratchFile.record([Data(href.utf8)]))
      previous = href
    }
    let start = file.size
    try file.append(bytes)
    runs.append(start..<file.size)
    pending = []
  }
}

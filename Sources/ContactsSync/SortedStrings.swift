import ContactsDomain
import ContactsSpool
import Foundation

/// Strings (hrefs, UIDs) added in any order, read back sorted and without repeats a batch at a
/// time, however many: runs of `runLength` are sorted in memory and written to a scratch file,
/// then merged. Memory holds one run while strings are added, and a window of each run while
/// they are read.
final class SortedStrings {
  private let file: ScratchFile
  private let runLength: Int
  private var pending: [String] = []
  /// Where each sorted run is in the file.
  private var runs: [Range<UInt64>] = []
  /// How many strings were added, repeats included.
  private(set) var count = 0

  /// Strings kept in a scratch file that holds `holding` (for its errors).
  init(holding: String, runLength: Int = 16_384) throws {
    file = try ScratchFile(prefix: "contacts-sync-strings", holding: holding)
    self.runLength = max(1, runLength)
  }

  func add(_ string: String) throws {
    pending.append(string)
    count += 1
    if pending.count == runLength { try writeRun() }
  }

  /// The strings in order, `size` at a time.
  func batches(of size: Int) throws -> Batches {
    try writeRun()
    return Batches(
      runs: runs.map { file.records(fieldsEach: 1, from: $0.lowerBound, to: $0.upperBound) },
      size: max(1, size))
  }

  /// The strings added more than once.
  func repeated() throws -> Set<String> {
    var batches = try batches(of: 4096)
    while try batches.next() != nil {}
    return batches.repeated
  }

  /// Merges the sorted runs.
  struct Batches {
    private var runs: [ScratchFile.Records]
    private var heads: [String?] = []
    private let size: Int
    private var last: String?
    /// The strings read so far that came more than once.
    private(set) var repeated: Set<String> = []

    fileprivate init(runs: [ScratchFile.Records], size: Int) {
      self.runs = runs
      self.size = size
    }

    /// The next strings, up to the batch size; nil after the last.
    mutating func next() throws -> [String]? {
      if heads.isEmpty {
        for index in runs.indices { heads.append(try Self.string(runs[index].next())) }
      }
      var batch: [String] = []
      while batch.count < size {
        var smallest: Int?
        for (index, head) in heads.enumerated() {
          guard let head else { continue }
          if let current = smallest, let best = heads[current], best <= head { continue }
          smallest = index
        }
        guard let index = smallest, let string = heads[index] else { break }
        heads[index] = try Self.string(runs[index].next())
        if string != last { batch.append(string) } else { repeated.insert(string) }
        last = string
      }
      return batch.isEmpty ? nil : batch
    }

    private static func string(_ fields: [Data]?) -> String? {
      fields.map { String(decoding: $0[0], as: UTF8.self) }
    }
  }

  private func writeRun() throws {
    guard !pending.isEmpty else { return }
    var bytes = Data()
    for string in pending.sorted() { bytes.append(ScratchFile.record([Data(string.utf8)])) }
    let start = file.size
    try file.append(bytes)
    runs.append(start..<file.size)
    pending = []
  }
}

import ContactsCSV
import ContactsDomain
import ContactsVCard
import Foundation

/// vCard or CSV, chosen for each imported file by what it starts with: a first line that is a
/// CSV header (a comma, and not vCard's `BEGIN:`) is read as CSV, anything else as vCard. Exports
/// write vCard: a command or page that wants CSV asks for `CSVFormat`.
public struct DetectedFileFormat: ContactFileFormat {
  /// The vCard format files that are not CSV are read with, and exports are written in.
  public let vCard: VCardFormat
  private let csv = CSVFormat()

  public init(vCard: VCardFormat = VCardFormat()) {
    self.vCard = vCard
  }

  public var fileExtension: String { vCard.fileExtension }
  public var mediaType: String { vCard.mediaType }

  public func read(_ data: Data, fileName: String) throws -> ContactFile {
    try format(startingWith: data).read(data, fileName: fileName)
  }

  /// Reads a file behind a source after looking at its first bytes, which the chosen format
  /// reads again.
  public func reader(for file: ImportFile) throws -> any ContactFileReader {
    switch file.contents {
    case .data(let data):
      return try format(startingWith: data).reader(for: file)
    case .source(let source):
      let start = try source.read(upTo: Self.sniffedBytes)
      let replayed = ImportFile(
        name: file.name, contents: .source(ReplayedSource(start: start, rest: source)))
      return try format(startingWith: start).reader(for: replayed)
    }
  }

  public func write(_ contacts: [ContactExport]) -> Data { vCard.write(contacts) }
  public func write(_ groups: [GroupCard]) -> Data { vCard.write(groups) }
  public func mergedExtras(_ extras: [String]) -> String { vCard.mergedExtras(extras) }

  /// How much of a file is looked at to tell CSV from vCard.
  static let sniffedBytes = 4096

  /// CSV when no line of `start` begins or ends a vCard (`BEGIN:VCARD`, `END:VCARD`, in any
  /// case) and one holds a comma, a semicolon or a tab: a CSV file may begin with a preamble
  /// (LinkedIn's "Notes:"), and a card that lost its first line still ends.
  static func isCSV(_ start: Data) -> Bool {
    var bytes = start.prefix(sniffedBytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let lines = bytes.split(separator: 0x0A).map { $0.drop { $0 == 0x20 || $0 == 0x09 } }
    let vCard = [Array("begin:vcard".utf8), Array("end:vcard".utf8)]
    let separators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]
    let marksACard = { (line: Data.SubSequence) in
      vCard.contains { line.prefix($0.count).map { $0 | 0x20 } == $0 }
    }
    return !lines.contains(where: marksACard)
      && lines.contains { $0.contains(where: separators.contains) }
  }

  private func format(startingWith start: Data) -> any ContactFileFormat {
    Self.isCSV(start) ? csv : vCard
  }
}

/// A source whose first bytes were already read: hands them out again, then the rest.
// Unchecked: a source is read from one thread at a time (`ByteSource`), as the one it wraps.
private final class ReplayedSource: ByteSource, @unchecked Sendable {
  private var start: Data
  private let rest: any ByteSource

  init(start: Data, rest: any ByteSource) {
    self.start = start
    self.rest = rest
  }

  var size: Int? { rest.size }

  func read(upTo count: Int) throws -> Data {
    guard !start.isEmpty else { return try rest.read(upTo: count) }
    let chunk = start.prefix(count)
    start = Data(start.dropFirst(chunk.count))
    return Data(chunk)
  }
}

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

  /// How much of a file is looked at to tell CSV from vCard.
  static let sniffedBytes = 4096

  /// CSV when the first line of `start` holds a comma, a semicolon or a tab and is no vCard
  /// line (`BEGIN:VCARD`, or a property such as `N;CHARSET=UTF-8:Doe;Ada` of a card that lost its
  /// first line).
  static func isCSV(_ start: Data) -> Bool {
    var bytes = start.prefix(sniffedBytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let line = bytes.drop { $0 == 0x20 || $0 == 0x0D || $0 == 0x0A }.prefix { $0 != 0x0A }
    let separators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]
    return line.contains(where: separators.contains) && !isVCardProperty(line)
  }

  /// Whether `line` begins as a vCard property: a name of letters, digits, dots and hyphens,
  /// then its parameters after semicolons, then a colon.
  private static func isVCardProperty(_ line: Data.SubSequence) -> Bool {
    let name = line.prefix { byte in
      (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
    guard !name.isEmpty, let next = line.dropFirst(name.count).first else { return false }
    return next == UInt8(ascii: ":")
      || (next == UInt8(ascii: ";") && line.dropFirst(name.count).contains(UInt8(ascii: ":")))
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

import CSV
import ContactsDomain
import Foundation

/// CSV as an address book file format: reads Google Contacts' current and older headers,
/// Outlook's, and a plain CSV whose header names the fields; writes Google's current header.
///
/// The cells are read by yaslab's CSV.swift (quoted commas, doubled quotes, line breaks inside
/// quotes, CRLF): see docs/csv.md for why that library, and why it does not write them. A file is UTF-8 (with or
/// without a byte order mark), UTF-16 with one, or else Windows-1252, as Outlook writes it. A row
/// has no UID: it gets one derived from what it says, so importing the same file twice changes
/// nothing the second time. A column the app has no field for is kept with the contact (its
/// `extras`) and written back as a Google custom field.
public struct CSVFormat: ContactFileFormat {
  public init() {}

  public var fileExtension: String { "csv" }
  public var mediaType: String { "text/csv" }

  /// The contacts of `data`; a row that cannot become a contact is skipped with a sentence
  /// naming the file and its line. Throws `CSVFileError` for a file with no header row.
  public func read(_ data: Data, fileName: String) throws -> ContactFile {
    let rows = try CSVRows(data, fileName: fileName)
    var contacts: [ContactImport] = []
    var skipped: [String] = []
    while let item = rows.next() {
      switch item {
      case .contact(let contact): contacts.append(contact)
      case .skipped(let sentence): skipped.append(sentence)
      case .group: break
      }
    }
    return ContactFile(contacts: contacts, skipped: skipped)
  }

  /// Reads `file` a row at a time: the file's text is in memory, its contacts one at a time.
  public func reader(for file: ImportFile) throws -> any ContactFileReader {
    try CSVRows(try file.data(), fileName: file.name)
  }

  /// Google Contacts' current header, written once before an export's rows.
  public func head() -> Data { Self.csv([CSVExportColumns.header]) }

  /// One row per contact, under `head()`'s header.
  public func write(_ contacts: [ContactExport]) -> Data {
    Self.csv(contacts.map(CSVExportColumns.row))
  }

  /// `rows` as CSV with CRLF line ends, a cell quoted (its quotes doubled) where it holds a
  /// comma, a quote or a line break (RFC 4180). Written here rather than by CSV.swift's writer,
  /// which writes to its stream a byte at a time: a whole export takes about half as long
  /// (docs/csv.md).
  static func csv(_ rows: [[String]]) -> Data {
    var text = ""
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index > 0 { text.append(",") }
        if cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
          text.append("\"")
          text.append(cell.replacingOccurrences(of: "\"", with: "\"\""))
          text.append("\"")
        } else {
          text.append(cell)
        }
      }
      text.append("\r\n")
    }
    return Data(text.utf8)
  }

  /// The separator of the cells of `text`: of a comma, a semicolon (what Outlook and
  /// Thunderbird write where the decimal mark is a comma) and a tab, the one the first line
  /// holding any of them (the header, after a preamble such as LinkedIn's) holds most often
  /// outside quotes; a comma when none of the first lines holds one.
  static func delimiter(of text: String) -> UnicodeScalar {
    var counts: [UnicodeScalar: Int] = [",": 0, ";": 0, "\t": 0]
    var quoted = false
    var lines = 0
    for scalar in text.unicodeScalars {
      if scalar == "\"" {
        quoted.toggle()
      } else if !quoted, scalar == "\n" {
        lines += 1
        if counts.values.contains(where: { $0 > 0 }) || lines > CSVRows.preambleRows { break }
      } else if !quoted, let count = counts[scalar] {
        counts[scalar] = count + 1
      }
    }
    let (most, count) = counts.max {
      $0.value < $1.value || ($0.value == $1.value && $1.key == ",")
    }!
    return count > 0 ? most : ","
  }

  /// The text of a file: UTF-8 without its byte order mark, UTF-16 after one, else
  /// Windows-1252 (what Outlook writes when not told otherwise), which decodes any bytes.
  static func text(of data: Data) -> String {
    let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
    if data.starts(with: utf8BOM), let text = String(data: data.dropFirst(3), encoding: .utf8) {
      return text
    }
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
      let text = String(data: data, encoding: .utf16)
    {
      return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
    return String(data: data, encoding: .utf8) ?? Windows1252.text(data)
  }
}

/// A CSV file's rows, made contacts one at a time as an import stores them.
final class CSVRows: ContactFileReader {
  private let reader: CSVReader
  private let columns: [CSVColumn]
  private let fileName: String
  private let size: Int
  /// The line the next row starts on.
  private var line: Int
  /// Estimated from the cells read (their bytes and separators): what progress is drawn from.
  private(set) var bytesRead = 0

  /// Rows that come after the header row but were read while looking for it.
  private var pending: [[String]] = []

  /// At most this many rows of one cell each may come before the header row.
  static let preambleRows = 10

  /// Reads the header row of `data`; throws `CSVFileError` when there is none. The header is
  /// the first row, unless up to `preambleRows` rows of one cell each come first, followed by a
  /// row of two or more cells naming a column the app knows: then those first rows are a
  /// preamble, not contacts (LinkedIn's `Connections.csv` begins with "Notes:" and a paragraph
  /// about missing email addresses).
  init(_ data: Data, fileName: String) throws {
    let text = CSVFormat.text(of: data)
    do {
      reader = try CSVReader(string: text, delimiter: CSVFormat.delimiter(of: text))
    } catch {
      throw CSVFileError(fileName: fileName, reason: "its cells cannot be read")
    }
    var first: [[String]] = []
    while first.count <= Self.preambleRows, let row = reader.next() {
      first.append(row)
      if row.count > 1 { break }
    }
    var headerIndex = 0
    if first.count > 1, let last = first.last, last.count > 1, Self.namesAKnownColumn(last) {
      headerIndex = first.count - 1
    }
    guard headerIndex < first.count, first[headerIndex].contains(where: { !$0.isEmpty }) else {
      throw CSVFileError(fileName: fileName, reason: "it has no header row")
    }
    columns = CSVColumn.columns(of: first[headerIndex])
    pending = Array(first[(headerIndex + 1)...])
    self.fileName = fileName
    size = data.count
    // The header is line 1 after its preamble (and more when a quoted cell holds a line break).
    line = first[...headerIndex].reduce(1) { $0 + 1 + CSVRecord.lineBreaks(in: $1) }
  }

  /// Whether a cell of `row` names a column the app knows, as a header's do.
  private static func namesAKnownColumn(_ row: [String]) -> Bool {
    CSVColumn.columns(of: row).contains {
      if case .unknown = $0 { false } else { true }
    }
  }

  /// The next row's contact, or the sentence saying why it was skipped; nil at the end.
  func next() -> ContactFileItem? {
    while let cells = pending.isEmpty ? reader.next() : pending.removeFirst() {
      let origin = CardOrigin(fileName: fileName, line: line)
      line += 1 + CSVRecord.lineBreaks(in: cells)
      bytesRead = min(size, bytesRead + cells.reduce(cells.count) { $0 + $1.utf8.count })
      // A blank line is no row: the empty line that ends many files.
      if cells == [""] { continue }
      do {
        return .contact(try CSVRecord(columns: columns, cells: cells).import(origin))
      } catch {
        return .skipped("\(origin.description): row skipped: \(error.message)")
      }
    }
    bytesRead = size
    return nil
  }
}

/// A CSV file that cannot be read at all.
public struct CSVFileError: UserFacingError, Equatable {
  public let fileName: String
  public let reason: String

  public var message: String { "\(fileName) cannot be read as CSV: \(reason)" }
}

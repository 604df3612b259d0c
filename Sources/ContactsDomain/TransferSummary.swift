import Foundation

/// A file picked for import: its bytes, or where to read them as the import goes, and the name
/// a person knows it by.
public struct ImportFile: Sendable {
  /// Where the file's bytes are.
  public enum Contents: Sendable {
    /// Already in memory, such as an upload.
    case data(Data)
    /// Read from `source` a chunk at a time, so a file of any size is imported in bounded
    /// memory. A source is read once, like standard input: import a file again with a new one.
    case source(any ByteSource)
  }

  /// The name errors and skipped cards mention, such as `contacts.vcf`.
  public let name: String
  public let contents: Contents

  /// A file already in memory.
  public init(name: String, data: Data) {
    self.init(name: name, contents: .data(data))
  }

  /// A file read from `contents` as the import goes.
  public init(name: String, contents: Contents) {
    self.name = name
    self.contents = contents
  }

  /// The whole file: for formats that do not stream.
  public func data() throws -> Data {
    switch contents {
    case .data(let data): data
    case .source(let source): try source.readToEnd()
    }
  }

  /// How many bytes the file holds, when known before reading it (not for a pipe).
  public var size: Int? {
    switch contents {
    case .data(let data): data.count
    case .source(let source): source.size
    }
  }
}

/// How far an import has come: `done` contacts stored of about `total`. The import reads its
/// files as it stores them, so until the end `total` is estimated from the bytes read so far.
public struct ImportProgress: Hashable, Sendable {
  /// How many contacts a store imports between two reports to `progress`: a report per contact
  /// would cost more than the contact (see `ContactRepository.importContacts`).
  public static let step = 1000

  public let done: Int
  public let total: Int

  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }

  /// From 0 to 1; 1 when there is nothing to do.
  public var fractionDone: Double { total == 0 ? 1 : Double(min(done, total)) / Double(total) }
}

/// What an import did, or would do on a dry run, as both builds show it.
public struct ImportSummary: Hashable, Sendable {
  /// The most skipped cards a summary lists; the others are counted in ``skippedLines``.
  public static let listedSkips = 100

  public let counts: ImportCounts
  /// One sentence per card left out, naming its file and line: the first ``listedSkips``.
  public let skipped: [String]
  /// How many cards were left out in all, listed or not.
  public let skippedCount: Int
  /// One sentence per card kept separate from an earlier card with its UID (see
  /// `RepeatedUIDCard`), naming both: the first ``listedSkips``; `counts.keptSeparate` counts them.
  public let keptSeparate: [String]
  public let isDryRun: Bool

  /// Keeps every skipped card's count but only the first ``listedSkips`` sentences, so that a
  /// file of a million bad cards does not make a million-line page. `skippedCount`, when given,
  /// counts cards whose sentences the caller did not keep; by default it is `skipped.count`.
  public init(
    counts: ImportCounts, skipped: [String] = [], skippedCount: Int? = nil,
    keptSeparate: [String] = [], isDryRun: Bool = false
  ) {
    self.counts = counts
    self.skipped = Array(skipped.prefix(Self.listedSkips))
    self.skippedCount = max(skippedCount ?? skipped.count, skipped.count)
    self.keptSeparate = Array(keptSeparate.prefix(Self.listedSkips))
    self.isDryRun = isDryRun
  }

  /// The lines that list the skipped cards: each listed sentence, then "and 1,746,000 more"
  /// when some are not listed.
  public var skippedLines: [String] { Self.lines(skipped, of: skippedCount) }

  /// The lines that list the cards kept separate, as `skippedLines` lists the skipped ones.
  public var keptSeparateLines: [String] {
    Self.lines(keptSeparate, of: max(counts.keptSeparate, keptSeparate.count))
  }

  /// Everything the import reports, the skipped cards and lines then the cards kept separate: when
  /// there is any, a command exits with status 2.
  public var reportLines: [String] { skippedLines + keptSeparateLines }

  /// True when the address book changed, so a list showing it is out of date.
  public var changedContacts: Bool { !isDryRun && counts.added + counts.updated > 0 }

  private static func lines(_ listed: [String], of count: Int) -> [String] {
    let more = count - listed.count
    return more > 0 ? listed + ["and \(Counted.grouped(more)) more"] : listed
  }
}

/// What an export wrote.
public struct ExportSummary: Hashable, Sendable {
  /// How many contacts the file holds.
  public let count: Int
  /// The name to suggest for the file, such as `contacts.vcf`.
  public let fileName: String
  /// The file's media type, such as `text/vcard`.
  public let mediaType: String

  public init(count: Int, fileName: String, mediaType: String) {
    self.count = count
    self.fileName = fileName
    self.mediaType = mediaType
  }

  /// "Exported 4 contacts", "Exported 1 contact".
  public var message: String { "Exported \(Counted.contacts(count))" }
}

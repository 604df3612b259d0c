import Foundation

// The work import and export screens share, in both builds: the view model or the interactor
// calls it, and the screen logic decides what to show.
extension ContactRepository {
  /// Imports every contact of `files` in `format` in one transaction, reading the files as it
  /// stores them (see `importContacts(from:dryRun:progress:)`): a malformed file throws and
  /// nothing is stored.
  ///
  /// `progress` hears how far the import has come, on the caller's own task, whatever thread the
  /// repository reports from: a view that is not `Sendable` may draw it.
  public func importFiles(
    _ files: [ImportFile], format: any ContactFileFormat, dryRun: Bool,
    progress: (ImportProgress) -> Void
  ) async throws -> ImportSummary {
    guard !files.isEmpty else { throw ImportError.noFile }
    let source = ContactFilesSource(files, format: format)
    let counts = try await withProgressReports(progress) { report in
      let counts = try await importContacts(from: source, dryRun: dryRun) {
        report(source.progress(done: $0))
      }
      let done = counts.added + counts.updated + counts.unchanged
      report(ImportProgress(done: done, total: done))
      return counts
    }
    return ImportSummary(
      counts: counts, skipped: source.skipped.sentences, skippedCount: source.skipped.count,
      keptSeparate: source.keptSeparate.sentences, isDryRun: dryRun)
  }

  /// Writes every contact, then every group card, in `format` as they were when the export began
  /// (one snapshot),
  /// reading `windowSize` contacts at a time, so memory stays
  /// bounded however large the address book: each window's bytes go to `write` as soon as they
  /// are ready (a format's files for consecutive windows, one after the other, are the file of
  /// them all). An error from `write` stops the export.
  public func exportFile(
    format: any ContactFileFormat, windowSize: Int = PageRequest.maximumLimit,
    write: (Data) async throws -> Void
  ) async throws -> ExportSummary {
    let snapshot = try await exportSnapshot()
    let head = format.head()
    if !head.isEmpty { try await write(head) }
    var count = 0
    var position: ContactPosition?
    while true {
      let window = try await snapshot.exportContacts(after: position, limit: windowSize)
      guard let last = window.last else { break }
      try await write(format.write(window))
      count += window.count
      position = last.contact.position
    }
    let groups = try await snapshot.groupCards()
    if !groups.isEmpty { try await write(format.write(groups)) }
    return ExportSummary(
      count: count, fileName: "contacts.\(format.fileExtension)", mediaType: format.mediaType)
  }
}

/// Why an import could not start.
public enum ImportError: UserFacingError, Equatable {
  /// No file was picked.
  case noFile
  /// The file could not be opened.
  case unreadable(fileName: String)

  public var message: String {
    switch self {
    case .noFile: "no file was chosen"
    case .unreadable(let fileName): "\(fileName) could not be read"
    }
  }
}

/// Runs `operation` in a child task and hands what it reports to `report` on this task,
/// keeping only the latest report when `report` falls behind.
private func withProgressReports<Progress: Sendable, Result: Sendable>(
  _ report: (Progress) -> Void,
  of operation: @escaping @Sendable (@escaping @Sendable (Progress) -> Void) async throws -> Result
) async throws -> Result {
  let (reports, continuation) = AsyncStream.makeStream(
    of: Progress.self, bufferingPolicy: .bufferingNewest(1))
  async let outcome: Result = {
    defer { continuation.finish() }
    return try await operation { continuation.yield($0) }
  }()
  for await progress in reports { report(progress) }
  return try await outcome
}

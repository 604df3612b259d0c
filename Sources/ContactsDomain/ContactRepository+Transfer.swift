import Foundation

// The work import and export screens share, in both builds: the view model or the interactor
// calls it, and the screen logic decides what to show.
extension ContactRepository {
  /// Reads every file in `format` first, so that a malformed one throws before anything is
  /// stored, then imports all their contacts in one transaction (see `importContacts`).
  ///
  /// `progress` hears how far the import has come, on the caller's own task, whatever thread the
  /// repository reports from: a view that is not `Sendable` may draw it.
  public func importFiles(
    _ files: [ImportFile], format: any ContactFileFormat, dryRun: Bool,
    progress: (ImportProgress) -> Void
  ) async throws -> ImportSummary {
    guard !files.isEmpty else { throw ImportError.noFile }
    var contacts: [ContactImport] = []
    var skipped: [String] = []
    for file in files {
      let read = try format.read(file.data, fileName: file.name)
      contacts += read.contacts
      skipped += read.skipped
    }
    let all = contacts
    let counts = try await withProgressReports(progress) { report in
      try await importContacts(all, dryRun: dryRun) {
        report(ImportProgress(done: $0, total: all.count))
      }
    }
    return ImportSummary(counts: counts, skipped: skipped, isDryRun: dryRun)
  }

  /// Writes every contact in `format`, reading `windowSize` contacts at a time, so memory stays
  /// bounded however large the address book: each window's bytes go to `write` as soon as they
  /// are ready (a format's files for consecutive windows, one after the other, are the file of
  /// them all). An error from `write` stops the export.
  public func exportFile(
    format: any ContactFileFormat, windowSize: Int = PageRequest.maximumLimit,
    write: (Data) async throws -> Void
  ) async throws -> ExportSummary {
    var count = 0
    var position: ContactPosition?
    while true {
      let window = try await exportContacts(after: position, limit: windowSize)
      guard let last = window.last else { break }
      try await write(format.write(window))
      count += window.count
      position = last.contact.position
    }
    return ExportSummary(
      count: count, fileName: "contacts.\(format.fileExtension)", mediaType: format.mediaType)
  }
}

/// Why an import could not start.
public enum ImportError: UserFacingError, Equatable {
  /// No file was picked.
  case noFile

  public var message: String { "no file was chosen" }
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

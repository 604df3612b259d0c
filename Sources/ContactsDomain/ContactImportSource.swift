import Foundation

/// The contacts of an import, read one at a time by the repository inside its transaction.
///
/// While an import runs, `next()` is called from one thread (the store reads ahead of its
/// writer) and `report(_:)` from another, never two calls of either at once; once the import
/// has returned, only from the caller's.
public protocol ContactImportSource: AnyObject, Sendable {
  /// The next contact, nil at the end; an error stops the import and undoes it.
  func next() throws -> ContactImport?
  /// Call when a contact of this source was kept separate from an earlier one with its uid, for
  /// the import's report.
  func report(_ card: RepeatedUIDCard)
  /// How many contacts `next()` will give, when known before the first: the store imports a
  /// few contacts into a larger book row by row, and many in bulk.
  var count: Int? { get }
  /// The group cards met so far: the repository stores them once `next()` has given its last
  /// contact, in the same transaction.
  func groupCards() -> [GroupCard]
}

extension ContactImportSource {
  /// Unknown: a file is read as it is imported.
  public var count: Int? { nil }

  /// None: contacts alone.
  public func groupCards() -> [GroupCard] { [] }
}

/// Contacts already in memory.
// Unchecked: every mutable field is read and written under `lock`.
public final class ContactImportList: ContactImportSource, @unchecked Sendable {
  private let lock = NSLock()
  private var contacts: IndexingIterator<[ContactImport]>
  private var reported: [RepeatedUIDCard] = []
  public let count: Int?

  public init(_ contacts: [ContactImport]) {
    self.contacts = contacts.makeIterator()
    count = contacts.count
  }

  /// The contacts kept separate from an earlier one with the same uid, in order.
  public var repeatedUIDs: [RepeatedUIDCard] { lock.withLock { reported } }

  public func next() -> ContactImport? { lock.withLock { contacts.next() } }

  public func report(_ card: RepeatedUIDCard) { lock.withLock { reported.append(card) } }
}

/// The contacts of files read in turn in one format, each opened when the one before ends;
/// skipped cards and cards kept separate are kept for the summary.
final class ContactFilesSource: ContactImportSource, @unchecked Sendable {
  private let format: any ContactFileFormat
  private var files: IndexingIterator<[ImportFile]>
  private var reader: (any ContactFileReader)?
  private var bytesOfDoneFiles = 0
  private let lock = NSLock()
  private var progress = (bytes: 0, contacts: 0)
  /// The cards and lines left out.
  private(set) var skipped = ListedSentences()
  /// The cards kept separate from an earlier card with their UID.
  private(set) var keptSeparate = ListedSentences()
  /// The group cards read (guarded by `lock`: the store reads them from its own thread).
  private var groups: [GroupCard] = []
  /// The bytes of every file, when they are known (not for a pipe).
  let totalBytes: Int?

  init(_ files: [ImportFile], format: any ContactFileFormat) {
    self.format = format
    self.files = files.makeIterator()
    let sizes = files.map(\.size)
    totalBytes = sizes.contains(nil) ? nil : sizes.reduce(0) { $0 + $1! }
  }

  func next() throws -> ContactImport? {
    while true {
      if reader == nil {
        guard let file = files.next() else { return nil }
        reader = try format.reader(for: file)
      }
      guard let item = try reader!.next() else {
        bytesOfDoneFiles += reader!.bytesRead
        reader = nil
        continue
      }
      switch item {
      case .contact(let contact):
        let bytes = bytesOfDoneFiles + reader!.bytesRead
        lock.withLock { progress = (bytes, progress.contacts + 1) }
        return contact
      case .group(let card):
        lock.withLock { groups.append(card) }
      case .skipped(let sentence):
        skipped.append(sentence)
      }
    }
  }

  func groupCards() -> [GroupCard] { lock.withLock { groups } }

  func report(_ card: RepeatedUIDCard) { keptSeparate.append(card.message) }

  /// `done` contacts stored, of about as many as the bytes read so far promise.
  func progress(done: Int) -> ImportProgress {
    let (bytes, read) = lock.withLock { progress }
    guard let totalBytes, bytes > 0, read > 0 else {
      return ImportProgress(done: done, total: read)
    }
    let estimate = Int((Double(read) * Double(totalBytes) / Double(bytes)).rounded())
    return ImportProgress(done: done, total: max(estimate, read))
  }
}

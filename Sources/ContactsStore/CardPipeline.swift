import ContactsDomain
import Foundation

/// Reads an import's contacts on a thread of its own while the importer writes the ones read
/// before: the two cores parse and store at once.
///
/// Contacts travel in batches through a queue of at most `maximumBatches`: the reader waits
/// while the queue is full, so memory stays bounded however large the file.
/// An error of the source reaches the writer in its place, after every contact read before it.
/// The reader also makes each contact's row (`ImportRow`), so the writer's thread does little
/// but SQL.
final class CardPipeline: @unchecked Sendable {
  /// Contacts per batch: enough that handing one over costs nothing beside them.
  static let batchSize = 256
  /// Batches read ahead at most: enough (4,096 contacts, a few MB) that the reader goes on
  /// parsing while the writer fills the search index or SQLite writes out its cache, rather
  /// than waiting for room (with 4, it waited a fifth of its time; measured, 100,000 cards).
  static let maximumBatches = 16

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var queue: [[ImportRow]] = []
  private var failure: (any Error)?
  private var readerDone = false
  private var stopped = false
  /// The batch the writer is taking contacts from (the writer's alone).
  private var current: IndexingIterator<[ImportRow]> = [].makeIterator()

  /// Starts reading `source` on a new thread.
  init(_ source: any ContactImportSource) {
    let thread = Thread { [self] in read(source) }
    thread.name = "contacts import reader"
    // The parser recurses into nested cards: as much stack as the main thread has.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The next contact, nil after the last; throws the source's error where it came.
  func next() throws -> ImportRow? {
    if let card = current.next() { return card }
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty && !readerDone { condition.wait() }
    guard queue.isEmpty else {
      current = queue.removeFirst().makeIterator()
      condition.broadcast()
      return current.next()
    }
    if let failure { throw failure }
    return nil
  }

  /// Stops the reader, unless it is done, and waits until it has let go of the source: after
  /// this, the caller may use the source again.
  func stop() {
    condition.lock()
    defer { condition.unlock() }
    stopped = true
    condition.broadcast()
    while !readerDone { condition.wait() }
  }

  // MARK: - The reader's thread

  private func read(_ source: any ContactImportSource) {
    var batch: [ImportRow] = []
    batch.reserveCapacity(Self.batchSize)
    do {
      while let item = try source.next() {
        batch.append(ImportRow(item))
        guard batch.count == Self.batchSize else { continue }
        guard hand(batch) else { return finish(nil) }
        batch.removeAll(keepingCapacity: true)
      }
      _ = hand(batch)
      finish(nil)
    } catch {
      _ = hand(batch)
      finish(error)
    }
  }

  /// Queues `batch`, waiting while the queue is full; false once the writer has stopped.
  private func hand(_ batch: [ImportRow]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= Self.maximumBatches && !stopped { condition.wait() }
    guard !stopped else { return false }
    if !batch.isEmpty { queue.append(batch) }
    condition.broadcast()
    return true
  }

  private func finish(_ error: (any Error)?) {
    if ImportProfile.isOn {
      var profile = ImportProfile()
      profile.readerCPUSeconds = ImportProfile.threadCPUSeconds()
      ImportProfile.add(profile)
    }
    condition.lock()
    defer { condition.unlock() }
    failure = error
    readerDone = true
    condition.broadcast()
  }
}

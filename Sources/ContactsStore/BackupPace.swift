import Foundation
import GRDB

/// How a backup copies the book's pages.
///
/// At once, the copy is one step inside one read transaction: quickest, and the book as it was
/// when it began however writers go on. In steps, each step takes a read transaction of its own
/// and ends it, and `pause` runs between steps outside any transaction: meanwhile a writer's
/// checkpoint can move the WAL's pages into the book and start the WAL over, and other commands'
/// reads and writes go first. A write committed by another connection between two steps makes
/// SQLite start the copy again (so the copy is still of one moment); after `restarts` restarts the
/// rest is copied at once, so a busy writer cannot hold a backup off for ever.
enum BackupPace: Sendable {
  case atOnce
  case inSteps(pages: Int32, restarts: Int, pause: @Sendable () -> Void)

  /// The pace of the daily backup: 256 pages (1 MiB) at a time and a pause of 2 ms after each,
  /// so the copy leaves the disk and a core to the commands that run beside it.
  static let daily = BackupPace.inSteps(pages: 256, restarts: 3) {
    Thread.sleep(forTimeInterval: 0.002)
  }

  /// Copies `source` into `destination`, a new database. `source` must not be in a
  /// transaction when the pace is in steps, or the steps would share its read transaction.
  func copy(_ source: Database, to destination: Database) throws {
    guard case .inSteps(let pages, let restarts, let pause) = self else {
      return try source.backup(to: destination)
    }
    var remaining = Int.max
    var restarted = 0
    do {
      try source.backup(to: destination, pagesPerStep: pages) { progress in
        // A step that left no fewer pages to copy began the copy again.
        if progress.remainingPageCount >= remaining { restarted += 1 }
        remaining = progress.remainingPageCount
        if restarted >= restarts { throw TooManyRestarts() }
        if !progress.isCompleted { pause() }
      }
    } catch is TooManyRestarts {
      try source.backup(to: destination)
    }
  }

  /// Thrown to stop a copy in steps that writers keep restarting.
  private struct TooManyRestarts: Error {}
}

import ContactsDomain
import Foundation

/// A sync memory that keeps every batch written through it, to see what a sync rewrites, and
/// counts the records read through it, to see what a sync reads.
final class RecordingLedger: SyncLedger, @unchecked Sendable {
  private let base: any SyncLedger
  private let lock = NSLock()
  private var written: [LedgerWrite] = []
  private var read = 0

  init(_ base: any SyncLedger) {
    self.base = base
  }

  /// Every batch applied so far, in order.
  var batches: [LedgerWrite] { lock.withLock { written } }

  func accounts() async throws -> [SyncAccount] { try await base.accounts() }

  func addAccount(_ account: SyncAccount) async throws { try await base.addAccount(account) }

  func removeAccount(named name: String) async throws { try await base.removeAccount(named: name) }

  /// How many records (or hrefs with their ETags) were read so far.
  var recordsRead: Int { lock.withLock { read } }

  func records(account name: String) async throws -> [LedgerEntry] {
    counted(try await base.records(account: name))
  }

  func recordETags(account name: String) async throws -> [(href: String, etag: String?)] {
    counted(try await base.recordETags(account: name))
  }

  func records(account name: String, hrefs: [String]) async throws -> [LedgerEntry] {
    counted(try await base.records(account: name, hrefs: hrefs))
  }

  func records(account name: String, uids: [String]) async throws -> [LedgerEntry] {
    counted(try await base.records(account: name, uids: uids))
  }

  func recordsToRecheck(account name: String) async throws -> [LedgerEntry] {
    counted(try await base.recordsToRecheck(account: name))
  }

  func recordCounts(account name: String) async throws -> (records: Int, skipped: Int) {
    try await base.recordCounts(account: name)
  }

  func apply(_ batch: LedgerWrite) async throws {
    try await base.apply(batch)
    lock.withLock { written.append(batch) }
  }

  func conflicts(account name: String?) async throws -> [SyncConflict] {
    try await base.conflicts(account: name)
  }

  func removeConflict(id: Int64) async throws -> SyncConflict {
    try await base.removeConflict(id: id)
  }

  private func counted<Element>(_ records: [Element]) -> [Element] {
    lock.withLock { read += records.count }
    return records
  }
}

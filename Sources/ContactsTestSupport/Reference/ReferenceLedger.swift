import ContactsDomain
import Foundation

/// The sync memory held in memory beside a `ReferenceStore`: accounts, records by href and
/// conflicts, as `SyncLedger` says.
public actor ReferenceLedger: SyncLedger {
  private let book: ReferenceStore
  private var kept: [String: SyncAccount] = [:]
  private var entries: [String: [String: LedgerEntry]] = [:]
  private var open: [SyncConflict] = []
  private var lastConflict: Int64 = 0

  /// The memory of syncs of `book`.
  public init(of book: ReferenceStore) {
    self.book = book
  }

  public func accounts() async throws -> [SyncAccount] {
    kept.values.sorted { $0.name < $1.name }
  }

  public func addAccount(_ account: SyncAccount) async throws {
    guard kept[account.name] == nil else { throw SyncLedgerError.accountExists(account.name) }
    kept[account.name] = account
  }

  public func removeAccount(named name: String) async throws {
    guard kept.removeValue(forKey: name) != nil else { throw SyncLedgerError.noAccount(name) }
    entries[name] = nil
    open.removeAll { $0.account == name }
  }

  public func records(account name: String) async throws -> [LedgerEntry] {
    Array((entries[name] ?? [:]).values)
  }

  public func recordETags(account name: String) async throws -> [(href: String, etag: String?)] {
    (entries[name] ?? [:]).values.map { ($0.href, $0.etag) }
  }

  public func records(account name: String, hrefs: [String]) async throws -> [LedgerEntry] {
    hrefs.compactMap { entries[name]?[$0] }
  }

  public func records(account name: String, uids: [String]) async throws -> [LedgerEntry] {
    let wanted = Set(uids)
    return (entries[name] ?? [:]).values.filter { wanted.contains($0.uid) }
  }

  public func recordsToRecheck(account name: String) async throws -> [LedgerEntry] {
    let all = Array((entries[name] ?? [:]).values)
    let here = await book.liveUIDs(among: all.map(\.uid))
    return all.filter { $0.skipReason != nil || $0.etag == nil || !here.contains($0.uid) }
  }

  public func recordCounts(account name: String) async throws -> (records: Int, skipped: Int) {
    let all = (entries[name] ?? [:]).values
    return (all.count, all.filter { $0.skipReason != nil }.count)
  }

  public func apply(_ batch: LedgerWrite) async throws {
    let name = batch.account.name
    kept[name] = batch.account
    for href in batch.removed { entries[name]?[href] = nil }
    for record in batch.saved { entries[name, default: [:]][record.href] = record }
    for conflict in batch.conflicts {
      lastConflict += 1
      open.append(
        SyncConflict(
          id: lastConflict, account: name, uid: conflict.uid, contactName: conflict.contactName,
          field: conflict.field, mine: conflict.mine, server: conflict.server))
    }
  }

  public func conflicts(account name: String?) async throws -> [SyncConflict] {
    open.filter { name == nil || $0.account == name }
  }

  public func removeConflict(id: Int64) async throws -> SyncConflict {
    guard let index = open.firstIndex(where: { $0.id == id }) else {
      throw SyncLedgerError.noConflict(id)
    }
    return open.remove(at: index)
  }
}

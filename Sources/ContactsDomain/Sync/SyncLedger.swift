/// Where sync accounts and what each side last agreed on are kept (the store implements it).
public protocol SyncLedger: Sendable {
  /// Every account, by name.
  func accounts() async throws -> [SyncAccount]

  /// Adds `account`; throws `SyncLedgerError.accountExists` when the name is taken.
  func addAccount(_ account: SyncAccount) async throws

  /// Removes the account `name`, its records and its conflicts; throws `.noAccount` when none.
  func removeAccount(named name: String) async throws

  /// The records of the account `name`.
  func records(account name: String) async throws -> [LedgerEntry]

  /// The href and ETag of every record of the account `name`: what a full listing is compared
  /// with, without reading the agreed cards.
  func recordETags(account name: String) async throws -> [(href: String, etag: String?)]

  /// The records of the account `name` at `hrefs`.
  func records(account name: String, hrefs: [String]) async throws -> [LedgerEntry]

  /// The records of the account `name` of the cards with `uids`.
  func records(account name: String, uids: [String]) async throws -> [LedgerEntry]

  /// The records of the account `name` that every sync decides again, whatever changed: those
  /// whose contact is gone here, cards skipped, and cards being created (no ETag yet).
  func recordsToRecheck(account name: String) async throws -> [LedgerEntry]

  /// How many records the account `name` has, and how many of those are cards skipped: the
  /// counts without reading every record.
  func recordCounts(account name: String) async throws -> (records: Int, skipped: Int)

  /// Writes `batch` in one transaction: the account, then the records removed, then those
  /// saved (a record replaces the one of its href, an earlier one of the same batch too), then
  /// the conflicts.
  func apply(_ batch: LedgerWrite) async throws

  /// The open conflicts, of one account or of all.
  func conflicts(account name: String?) async throws -> [SyncConflict]

  /// Removes the conflict `id` and returns it; throws `.noConflict` when none.
  func removeConflict(id: Int64) async throws -> SyncConflict
}

/// Why the sync memory could not do what was asked.
public enum SyncLedgerError: UserFacingError, Equatable {
  case accountExists(String)
  case noAccount(String)
  case noConflict(Int64)

  public var message: String {
    switch self {
    case .accountExists(let name): "there is already an account named \(name)"
    case .noAccount(let name): "there is no account named \(name)"
    case .noConflict(let id): "there is no conflict \(id); it may have been resolved"
    }
  }
}

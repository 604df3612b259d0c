import ContactsDomain
import Foundation

/// One kind of store the store contract runs on: how to make an empty one whose changes happen
/// at a clock's time. A new store (PostgreSQL) is one more factory in the contract's list.
public struct StoreFactory: Sendable, CustomStringConvertible {
  /// A store made empty, behind the domain's ports only.
  public struct Store: Sendable {
    public let contacts: any ChangeTrackedRepository
    /// The same book as a CardDAV server serves it.
    public let served: any ServedAddressBook
    public let ledger: any SyncLedger
    /// The server's accounts it keeps.
    public let accounts: any AccountRecords
    /// The homes' plain WebDAV area it keeps, holding what the limits given allow.
    public let plainFiles: @Sendable (PlainLimits) -> any PlainFiles
    /// Its backups, when it keeps them.
    public let backups: (any BookBackups)?
    /// Writes a backup of the book to a path, when it keeps backups: what a test restores.
    public let writeBackup: (@Sendable (_ path: String) async throws -> Void)?
    /// The folder whose files `backups` lists, when it keeps backups.
    public let backupsFolder: String?
    /// The whole book, as `contacts migrate` moves it, when the store can be moved whole.
    public let wholeBook: (any WholeBook)?

    public init(
      contacts: any ChangeTrackedRepository & ServedAddressBook, ledger: any SyncLedger,
      accounts: any AccountRecords, plainFiles: @escaping @Sendable (PlainLimits) -> any PlainFiles,
      backups: (any BookBackups)? = nil, backupsFolder: String? = nil,
      wholeBook: (any WholeBook)? = nil,
      writeBackup: (@Sendable (_ path: String) async throws -> Void)? = nil
    ) {
      self.init(
        contacts: contacts, served: contacts, ledger: ledger, accounts: accounts,
        plainFiles: plainFiles, backups: backups, backupsFolder: backupsFolder,
        wholeBook: wholeBook, writeBackup: writeBackup)
    }

    /// A store whose book is served by `served`: one that does not serve its own yet.
    public init(
      contacts: any ChangeTrackedRepository, served: any ServedAddressBook,
      ledger: any SyncLedger, accounts: any AccountRecords,
      plainFiles: @escaping @Sendable (PlainLimits) -> any PlainFiles,
      backups: (any BookBackups)? = nil, backupsFolder: String? = nil,
      wholeBook: (any WholeBook)? = nil,
      writeBackup: (@Sendable (_ path: String) async throws -> Void)? = nil
    ) {
      self.wholeBook = wholeBook
      self.contacts = contacts
      self.served = served
      self.ledger = ledger
      self.accounts = accounts
      self.plainFiles = plainFiles
      self.backups = backups
      self.backupsFolder = backupsFolder
      self.writeBackup = writeBackup
    }
  }

  /// What a test's name shows: "SQLite file", "reference".
  public let description: String
  private let maker: @Sendable (@escaping @Sendable () -> Date) async throws -> Store

  public init(
    _ description: String,
    make: @escaping @Sendable (_ clock: @escaping @Sendable () -> Date) async throws -> Store
  ) {
    self.description = description
    maker = make
  }

  /// An empty store whose changes happen at `clock`'s time.
  public func make(clock: @escaping @Sendable () -> Date = { Date() }) async throws -> Store {
    try await maker(clock)
  }

  /// The complete in-memory store (`ReferenceStore`), with its sync memory.
  public static let reference = StoreFactory("reference") { clock in
    let store = ReferenceStore(clock: clock)
    return Store(
      contacts: store, ledger: ReferenceLedger(of: store),
      accounts: ReferenceAccounts(clock: clock),
      plainFiles: { ReferencePlainFiles(limits: $0, clock: clock) })
  }
}

/// A clock a test moves by hand.
public final class ManualClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time: Date

  public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    time = start
  }

  /// The clock to give a store.
  public var now: @Sendable () -> Date { { self.lock.withLock { self.time } } }

  /// Moves the clock `seconds` on.
  public func advance(seconds: Double) {
    lock.withLock { time += seconds }
  }

  /// Moves the clock `days` on.
  public func advance(days: Double) { advance(seconds: days * 86_400) }
}

/// One port of a kind of store, made empty: what the contract suite of that one port runs on. A
/// store that answers some of the ports so far (PostgreSQL's, issue 34) runs those ports' suites
/// here before it runs the whole contract as a `StoreFactory`.
public struct PortFactory<Port: Sendable>: Sendable, CustomStringConvertible {
  public let description: String
  private let maker: @Sendable (@escaping @Sendable () -> Date) async throws -> Port

  public init(
    _ description: String,
    make: @escaping @Sendable (_ clock: @escaping @Sendable () -> Date) async throws -> Port
  ) {
    self.description = description
    maker = make
  }

  /// An empty one whose changes happen at `clock`'s time.
  public func make(clock: @escaping @Sendable () -> Date = { Date() }) async throws -> Port {
    try await maker(clock)
  }
}

extension StoreFactory {
  /// This kind of store's port `pick` picks.
  public func port<Port: Sendable>(_ pick: @escaping @Sendable (Store) -> Port) -> PortFactory<Port>
  {
    PortFactory(description) { clock in pick(try await make(clock: clock)) }
  }
}

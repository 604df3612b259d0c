import ContactsDomain

/// The records and local contacts one sync decides about: all of them, or only those the
/// changes on either side since the last sync touch.
struct SyncScope {
  var records: [String: LedgerEntry] = [:]
  var local = LocalSnapshot()

  /// How many changed hrefs are looked up at once.
  private static let window = 500

  /// Every record of `account`, every local contact and group card: the first sync of an account, or the
  /// first since contacts carry change stamps.
  static func everything(
    account: String, ledger: any SyncLedger, contacts: any ChangeTrackedRepository
  ) async throws -> SyncScope {
    var scope = SyncScope()
    scope.add(try await ledger.records(account: account))
    scope.local = try await LocalSnapshot.read(contacts, changedAfter: nil)
    try await scope.local.addGroupCards(of: contacts)
    return scope
  }

  /// The contacts changed here since the stamp `seen`, every group card, and the records of `account` that
  /// matter now: those of the hrefs `news` names, of the changed contacts, of the UIDs the
  /// server's changed cards have (`serverUIDs`, with the aliases they would get), and those
  /// decided every time (`SyncLedger.recordsToRecheck`); then the local contacts of all those.
  /// What neither side changed is not read.
  static func changes(
    since seen: Int64, news: RemoteNews, serverUIDs: Set<String>, account: String,
    ledger: any SyncLedger, contacts: any ChangeTrackedRepository
  ) async throws -> SyncScope {
    var scope = SyncScope()
    scope.local = try await LocalSnapshot.read(contacts, changedAfter: seen)
    try await scope.local.addGroupCards(of: contacts)
    var changed = try news.changed.batches(of: Self.window)
    while let hrefs = try changed.next() {
      scope.add(try await ledger.records(account: account, hrefs: hrefs))
    }
    scope.add(try await ledger.records(account: account, hrefs: news.removed.sorted()))
    let uids = Set(scope.local.cards.keys).union(serverUIDs)
    scope.add(try await ledger.records(account: account, uids: uids.sorted()))
    scope.add(try await ledger.recordsToRecheck(account: account))
    let missing = Set(scope.records.values.map(\.uid)).union(serverUIDs)
      .subtracting(scope.local.cards.keys)
    scope.local.add(try await contacts.stampedContacts(uids: missing.sorted()))
    return scope
  }

  private mutating func add(_ found: [LedgerEntry]) {
    for record in found where records[record.href] == nil { records[record.href] = record }
  }
}

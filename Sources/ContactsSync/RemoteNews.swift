import ContactsDomain

/// What the server changed since the last sync: which hrefs to fetch and which are gone.
struct RemoteNews {
  /// The hrefs of new or changed cards, kept on disk and read back sorted: the order they are
  /// fetched and decided in.
  let changed: SortedStrings
  /// The hrefs of cards gone from the server; one also in `changed` is there again.
  var removed: Set<String> = []
  /// The token to keep after this sync; nil when the server has none.
  var token: String?
  /// The news come from a full listing (first sync, forgotten token, no sync-collection).
  var isFullListing = false
  /// The full listing held no card.
  var listedNothing = false
  var notices: [String] = []

  /// How many of the listing's lines are compared with the records at once.
  private static let window = 500

  /// Asks `remote` what changed since `token`, comparing with the records of `account` in
  /// `ledger`: sync-collection when the server has it (a full listing when it forgot the
  /// token), else the ETag listing. The listing is read from disk a window at a time; a full
  /// listing is compared with every record's href and ETag, a list of changes with the
  /// records it names.
  static func gather(
    from remote: any RemoteAddressBook, since token: String?, account: String,
    ledger: any SyncLedger, capabilities: RemoteCapabilities
  ) async throws -> RemoteNews {
    var news = RemoteNews(changed: try SortedStrings(holding: "the hrefs to fetch"))
    let listing: RemoteListing
    if capabilities.supportsSyncCollection {
      let changes: RemoteChanges
      do {
        changes = try await remote.changes(since: token ?? "")
        news.isFullListing = token == nil
      } catch RemoteError.invalidSyncToken {
        // Never infer deletions from a partial answer: list everything again.
        changes = try await remote.changes(since: "")
        news.isFullListing = true
        news.notices.append("the server no longer knew the sync token: everything was listed")
      }
      listing = changes.listing
      news.token = changes.token
    } else {
      listing = try await remote.listing()
      news.isFullListing = true
    }
    if news.isFullListing {
      try await news.compare(full: listing, account: account, ledger: ledger)
    } else {
      try await news.compare(changes: listing, account: account, ledger: ledger)
    }
    // A card skipped before is read again, unchanged or not: this version may take it (group
    // cards were skipped once). Its reason is said again only if it changed (`SyncDecider`).
    for record in try await ledger.recordsToRecheck(account: account)
    where record.skipReason != nil && !news.removed.contains(record.href) {
      try news.changed.add(record.href)
    }
    return news
  }

  /// Takes every card of `listing` whose ETag is not its record's; every record it leaves out
  /// was removed.
  private mutating func compare(
    full listing: RemoteListing, account: String, ledger: any SyncLedger
  )
    async throws
  {
    var known: [String: String?] = [:]
    for (href, etag) in try await ledger.recordETags(account: account) { known[href] = .some(etag) }
    var listed: Set<String> = []
    var cards = 0
    for try await window in listing.windows(of: Self.window) {
      for case .changed(let entry) in window {
        cards += 1
        let etag = known[entry.href]
        if etag != nil { listed.insert(entry.href) }
        if etag ?? nil != entry.etag { try changed.add(entry.href) }
      }
    }
    removed = Set(known.keys.filter { !listed.contains($0) })
    listedNothing = cards == 0
  }

  /// Takes the changed cards of `listing` whose ETag is not their record's, and the removed.
  private mutating func compare(
    changes listing: RemoteListing, account: String, ledger: any SyncLedger
  ) async throws {
    for try await window in listing.windows(of: Self.window) {
      var entries: [RemoteEntry] = []
      for change in window {
        switch change {
        case .changed(let entry): entries.append(entry)
        case .removed(let href): removed.insert(href)
        }
      }
      var etags: [String: String] = [:]
      for record in try await ledger.records(account: account, hrefs: entries.map(\.href)) {
        etags[record.href] = record.etag
      }
      for entry in entries where etags[entry.href] != entry.etag { try changed.add(entry.href) }
    }
  }
}

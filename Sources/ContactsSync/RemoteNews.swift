import ContactsDomain

/// What the server changed since the last sync: which hrefs to fetch and which are gone.
struct RemoteNews {
  /// The hrefs of new or changed cards, sorted: the order they are fetched and decided in.
  var changed: [String] = []
  /// The hrefs of cards gone from the server; one also in `changed` is there again.
  var removed: Set<String> = []
  /// The token to keep after this sync; nil when the server has none.
  var token: String?
  /// The news come from a full listing (first sync, forgotten token, no sync-collection).
  var isFullListing = false
  /// The full listing held no card.
  var listedNothing = false
  var notices: [String] = []

  /// Asks `remote` what changed since `token`, comparing with the records of `account` in
  /// `ledger`: sync-collection when the server has it (a full listing when it forgot the
  /// token), else the ETag listing. A full listing reads every record's href and ETag, a list
  /// of changes only the records it names.
  static func gather(
    from remote: any RemoteAddressBook, since token: String?, account: String,
    ledger: any SyncLedger, capabilities: RemoteCapabilities
  ) async throws -> RemoteNews {
    var news = RemoteNews()
    let entries: [RemoteEntry]
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
      entries = changes.changed
      news.removed = Set(changes.removed)
      news.token = changes.token
    } else {
      entries = try await remote.listing()
      news.isFullListing = true
    }
    var etags: [String: String] = [:]
    if news.isFullListing {
      let known = try await ledger.recordETags(account: account)
      let listed = Set(entries.map(\.href))
      news.removed = Set(known.lazy.map(\.href).filter { !listed.contains($0) })
      news.listedNothing = entries.isEmpty
      for (href, etag) in known { etags[href] = etag }
    } else {
      let hrefs = entries.map(\.href)
      for record in try await ledger.records(account: account, hrefs: hrefs) {
        etags[record.href] = record.etag
      }
    }
    let wanted = entries.filter { etags[$0.href] != $0.etag }.map(\.href)
    news.changed = Set(wanted).sorted()
    return news
  }
}

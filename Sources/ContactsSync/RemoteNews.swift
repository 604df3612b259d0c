import ContactsDomain

/// What the server changed since the last sync, with the changed cards fetched.
struct RemoteNews {
  /// The news per href; an href not here is unchanged.
  var sides: [String: RemoteSide] = [:]
  /// The token to keep after this sync; nil when the server has none.
  var token: String?
  /// The news come from a full listing (first sync, forgotten token, no sync-collection).
  var isFullListing = false
  /// The full listing held no card.
  var listedNothing = false
  var notices: [String] = []

  /// Asks `remote` what changed since `token`, knowing `records`: sync-collection when the
  /// server has it (a full listing when it forgot the token), else the ETag listing.
  static func gather(
    from remote: any RemoteAddressBook, since token: String?, records: [String: SyncRecord],
    capabilities: RemoteCapabilities
  ) async throws -> RemoteNews {
    var news = RemoteNews()
    var entries: [RemoteEntry]
    var removed: [String] = []
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
      removed = changes.removed
      news.token = changes.token
    } else {
      entries = try await remote.listing()
      news.isFullListing = true
    }
    if news.isFullListing {
      let listed = Set(entries.map(\.href))
      removed = records.keys.filter { !listed.contains($0) }
      news.listedNothing = entries.isEmpty
    }
    for href in removed { news.sides[href] = .removed }
    let wanted = entries.filter { records[$0.href]?.etag != $0.etag }
    for entry in wanted { news.sides[entry.href] = .removed }
    for card in try await remote.cards(at: wanted.map(\.href)) {
      news.sides[card.href] = .changed(etag: card.etag, SyncCard.read(card.data, href: card.href))
    }
    return news
  }
}

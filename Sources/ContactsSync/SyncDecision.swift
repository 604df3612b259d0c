import ContactsDomain

/// What sync does about one href: at most one write on each side, then what to remember.
struct SyncDecision {
  /// A write to the server.
  enum RemoteWrite {
    case create(ComparedCard)
    case update(ComparedCard, etag: String)
    case delete(etag: String)
  }

  /// A write to the local address book.
  enum LocalWrite {
    /// Stores a contact or a group card, by UID.
    case save(ComparedCard)
    case delete(Contact.ID)
    case deleteGroupCard(uid: String)
  }

  var remote: RemoteWrite?
  var local: LocalWrite?
  /// The record once both writes are done; nil forgets the href.
  var record: LedgerEntry?
  var conflicts: [SyncConflict] = []
  var counts = SyncCounts()
  /// A card the server holds that cannot be a contact, new or changed (or its reason is).
  var skipped: String?
  /// A card skipped before, still skipped for the same reason: counted, not said again.
  var stillSkipped = false
  /// A local change kept because the book is read-only.
  var keptLocally = false

  /// Nothing to do but remember `record`.
  static func keep(_ record: LedgerEntry?) -> SyncDecision {
    SyncDecision(remote: nil, local: nil, record: record)
  }
}

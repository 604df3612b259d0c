import ContactsDomain

/// A local contact as sync sees it.
struct LocalCard {
  let id: Contact.ID
  let card: ComparedCard
  let digest: String
  /// The stamp of its last change (see `ChangeTrackedRepository`).
  let stamp: Int64
}

/// What the server says about one href in this sync.
enum RemoteSide {
  /// Not listed as changed: the version the record names is still there.
  case unchanged
  /// Gone from the server.
  case removed
  /// A new or changed card at `etag`, or why it cannot be a contact.
  case changed(etag: String, Result<ComparedCard, SkippedCard>)
}

import ContactsDomain

/// A local contact or group card as sync sees it.
struct LocalCard {
  /// The contact's id; nil for a group card, found by its UID.
  let id: Contact.ID?
  let card: ComparedCard
  let digest: String
  /// The stamp of its last change (see `ChangeTrackedRepository`); `Int64.max` for a group
  /// card, which has none and is read every sync.
  let stamp: Int64

  /// The local write that deletes it.
  var deletion: SyncDecision.LocalWrite {
    id.map { .delete($0) } ?? .deleteGroupCard(uid: card.uid)
  }
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

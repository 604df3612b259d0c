/// When a served book can say what changed since a sync token (RFC 6578), decided once for
/// every store: only a state of its own epoch (a restored backup starts another), not from
/// after its present state, and not from before a deletion it has since forgotten (a contact
/// deleted for good, or Recently deleted emptied, takes the memory of its deletion along).
/// Otherwise the client must list the book again (403 `valid-sync-token`).
public enum ServedTokenRule {
  /// Throws `ServedBookError.tokenExpired` unless the changes since `token` can be told by a
  /// book at `now` that has forgotten the deletions up to stamp `forgotten`.
  public static func check(_ token: ServedState, now: ServedState, forgotten: Int64)
    throws(ServedBookError)
  {
    guard token.epoch == now.epoch, token.stamp <= now.stamp, token.stamp >= forgotten else {
      throw .tokenExpired
    }
  }

  /// The entity tag of a card stamped `stamp` in the epoch `epoch`: strong, and different for
  /// every version of every card, across epochs too (a restored backup gives stamps again).
  public static func etag(epoch: String, stamp: Int64) -> String {
    "\"\(epoch.prefix(8))-\(stamp)\""
  }
}

extension ServedCondition {
  /// Whether the condition holds for a card whose entity tag is `etag` (nil: no card).
  public func holds(forTag etag: String?) -> Bool {
    switch self {
    case .none: true
    case .absent: etag == nil
    case .present: etag != nil
    case .matches(let wanted): etag == wanted
    }
  }
}

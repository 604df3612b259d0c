/// What "changed since" means to undo: a contact is unchanged since a change while the
/// content it holds is content that change wrote — its stamp is one the change gave, or one an
/// undo or a restore gave putting back content stamped so (followed as far as it goes). A
/// contact changed since is kept as it is, and named.
public enum ChangedSince {
  /// Whether the contact `id`, stamped `stamp` now, still holds what the change that gave
  /// `stamps` wrote.
  public static func isUnchanged(
    _ id: Contact.ID, stamp: Int64, since stamps: Range<Int64>, in log: some ChangeLogReading
  ) throws -> Bool {
    var stamp = stamp
    var seen: Set<Int64> = [stamp]
    while !stamps.contains(stamp) {
      guard let earlier = try log.sameAs(id, stamp: stamp), seen.insert(earlier).inserted else {
        return false
      }
      stamp = earlier
    }
    return true
  }
}

/// A contact one change touched, as the change found it and as it is now: what undo and
/// rewind decide from (`ChangeLogReading.touched(by:)`).
public struct TouchedContact: Hashable, Sendable {
  /// How the change found the contact, by what it did to it.
  public enum Found: Hashable, Sendable {
    /// It was not in the list: the change added it (or restored it from Recently deleted).
    case absent
    /// It was in the list, and the change changed it.
    case listed
    /// It was in the list, and the change moved it to Recently deleted.
    case trashedByIt
  }

  /// Where a contact is now.
  public enum Place: Hashable, Sendable {
    /// In the list, with its stamp.
    case listed(stamp: Int64)
    /// In Recently deleted.
    case trashed
    /// Nowhere: deleted for good.
    case gone
  }

  public let id: Contact.ID
  public let found: Found
  /// The stamp it had before the change; nil when it was not in the list.
  public let stampBefore: Int64?
  public let now: Place

  public init(id: Contact.ID, found: Found, stampBefore: Int64? = nil, now: Place) {
    self.id = id
    self.found = found
    self.stampBefore = stampBefore
    self.now = now
  }
}

/// A group card one change wrote (`GroupCard`), compared with now.
public struct TouchedGroupCard: Hashable, Sendable {
  public let uid: String
  /// Its group's name: as the change found it, or as it is now when there was none.
  public let name: String
  /// Whether there was a card before the change (none: the change added it).
  public let existedBefore: Bool
  /// Whether the card is now as the change left it.
  public let isAsLeft: Bool
  /// Whether the card is now as the change found it.
  public let isAsFound: Bool

  public init(uid: String, name: String, existedBefore: Bool, isAsLeft: Bool, isAsFound: Bool) {
    self.uid = uid
    self.name = name
    self.existedBefore = existedBefore
    self.isAsLeft = isAsLeft
    self.isAsFound = isAsFound
  }
}

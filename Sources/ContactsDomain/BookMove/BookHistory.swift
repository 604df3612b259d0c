import Foundation

/// A change of the book's log, as `history` lists it and undo and rewind find it: its id, its
/// kind (as both stores spell it: `UndoableChange.Kind`'s raw value, "undo" or "restore"), its
/// time, what it is shown as and of how many contacts, the sync it is a batch of, the stamps it
/// gave (`firstStamp..<endStamp`), whether it was undone, and the contact whose edit wrote its
/// group cards (nil: none).
public struct MovedChange: Hashable, Sendable, Codable {
  public var id: Int64
  public var kind: String
  public var at: Double
  public var name: String
  public var count: Int
  public var runKey: String?
  public var firstStamp: Int64
  public var endStamp: Int64
  public var undone: Bool
  public var subject: Contact.ID?

  public init(
    id: Int64, kind: String, at: Double, name: String, count: Int, runKey: String?,
    firstStamp: Int64, endStamp: Int64, undone: Bool, subject: Contact.ID?
  ) {
    self.id = id
    self.kind = kind
    self.at = at
    self.name = name
    self.count = count
    self.runKey = runKey
    self.firstStamp = firstStamp
    self.endStamp = endStamp
    self.undone = undone
    self.subject = subject
  }
}

/// A contact one change touched: how it found it (`TouchedContact.Found`), the contact as it
/// was then (nil when it was not in the list), the stamp it had then, and the stamp whose
/// contact an undo or a restore put back (`ChangeLogReading.sameAs`). An earlier version of a
/// contact (what `contacts history ID` lists and `revert` and `rewind` put back) is the
/// `before` of a change that found it `listed`.
public struct MovedChangedContact: Hashable, Sendable, Encodable {
  public var change: Int64
  public var contactID: Contact.ID
  public var found: Found
  public var before: MovedContact?
  public var stampBefore: Int64?
  public var sameAs: Int64?

  /// `TouchedContact.Found`, as it is written.
  public enum Found: String, Hashable, Sendable, Codable {
    case absent, listed, trashedByIt

    public init(_ found: TouchedContact.Found) {
      switch found {
      case .absent: self = .absent
      case .listed: self = .listed
      case .trashedByIt: self = .trashedByIt
      }
    }
  }

  /// The contact `contactID` as the change `change` found it; `before` is dropped when it was
  /// not in the list, and its photo is the one it carries whole.
  public init(
    change: Int64, contactID: Contact.ID, found: Found, before: MovedContact?,
    stampBefore: Int64?, sameAs: Int64?
  ) {
    self.change = change
    self.contactID = contactID
    self.found = found
    if found != .absent, var kept = before {
      kept.contact.photo = kept.contactPhoto?.summary
      (kept.stamp, kept.trashedAt) = (nil, nil)
      self.before = kept
    }
    self.stampBefore = found == .absent ? nil : stampBefore
    self.sameAs = sameAs
  }
}

/// A group card one change wrote: as it found it and as it left it (nil: there was none).
public struct MovedChangedGroupCard: Hashable, Sendable, Codable {
  public var change: Int64
  public var uid: String
  public var before: GroupCard?
  public var after: GroupCard?

  public init(change: Int64, uid: String, before: GroupCard?, after: GroupCard?) {
    self.change = change
    self.uid = uid
    self.before = before
    self.after = after
  }
}

/// A uid merged into the contact `kept` by the merge `change`: an import of a card with it
/// finds `kept` while that merge stands.
public struct MovedMergedUID: Hashable, Sendable, Codable {
  public var uid: String
  public var kept: Contact.ID
  public var change: Int64

  public init(uid: String, kept: Contact.ID, change: Int64) {
    self.uid = uid
    self.kept = kept
    self.change = change
  }
}

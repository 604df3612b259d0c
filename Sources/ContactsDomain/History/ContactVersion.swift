import Foundation

/// An earlier version of a contact: what it was before a change replaced it. History keeps
/// them as long as Recently deleted keeps a contact (`keepDeletedDays`, 30 unless set).
public struct ContactVersion: Identifiable, Hashable, Sendable {
  /// What replaced a version.
  public enum Change: String, Sendable {
    /// The contact was edited (its fields, details or photo).
    case edit
    /// An import updated it (a card with its uid).
    case importFile = "import"
    /// A sync wrote the server's card over it.
    case sync
    /// Other contacts were merged into it.
    case merge
    /// `revert` put an earlier version back.
    case revert
    /// `rewind` put the whole book back as it was at a time.
    case rewind
    /// `undo` took back a change.
    case undo
  }

  /// Counted from 1, the oldest version kept; the contact as it is now is not a version.
  public let number: Int
  /// When this version stopped being the contact's: the time of the change that replaced it.
  public let replacedAt: Date
  /// What replaced it.
  public let replacedBy: Change
  /// The contact as it was, every field and detail.
  public let contact: Contact

  public var id: Int { number }

  public init(number: Int, replacedAt: Date, replacedBy: Change, contact: Contact) {
    self.number = number
    self.replacedAt = replacedAt
    self.replacedBy = replacedBy
    self.contact = contact
  }
}

extension ContactVersion.Change {
  /// What replaced the versions a change of `kind` (as the change log spells it) replaced;
  /// nil for a change that replaces none (an add, a delete, a restore).
  public init?(changeKind kind: String) {
    switch kind {
    case "edit", "photo": self = .edit
    default: self.init(rawValue: kind)
    }
  }
}

/// A contact store that stamps every change of a contact (its fields, phones or emails) with a
/// number higher than any given before, so that sync reads only what changed since it last
/// looked. A contact deleted is simply gone here; its deletion takes a stamp of its own, which a
/// served book (`ServedAddressBook.servedChanges`) tells its clients by.
public protocol ChangeTrackedRepository: ContactRepository {
  /// The highest stamp given so far: every later change gets a higher one. An import stamps all
  /// its contacts with one stamp, taken as it begins.
  func changeStamp() async throws -> Int64

  /// Up to `limit` contacts in stamp order after `position`, each with its stamp: from
  /// `StampedContact.Position.after(stamp)` on, the contacts changed since `stamp`.
  func stampedContacts(after position: StampedContact.Position, limit: Int) async throws
    -> [StampedContact]

  /// The contacts with these uids, each with its stamp; a uid no contact has is left out.
  func stampedContacts(uids: [String]) async throws -> [StampedContact]

  /// Every group card, as it came: they carry no stamp, so a sync reads them all (a book
  /// holds few), without an export's snapshot.
  func groupCards() async throws -> [GroupCard]
}

/// A contact as an export has it, with the stamp of its last change.
public struct StampedContact: Hashable, Sendable {
  /// A place in stamp order: a stamp, and the id of the contact with it read last.
  public struct Position: Hashable, Sendable {
    public let stamp: Int64
    public let id: Contact.ID

    public init(stamp: Int64, id: Contact.ID) {
      self.stamp = stamp
      self.id = id
    }

    /// Before every contact stamped after `stamp`.
    public static func after(_ stamp: Int64) -> Position {
      Position(stamp: stamp, id: .max)
    }

    /// Before every contact.
    public static let start = after(-1)
  }

  public let export: ContactExport
  public let stamp: Int64

  public init(export: ContactExport, stamp: Int64) {
    self.export = export
    self.stamp = stamp
  }

  /// Where the next window after this contact starts.
  public var position: Position { Position(stamp: stamp, id: export.contact.id) }
}

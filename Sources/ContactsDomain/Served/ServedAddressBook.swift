import Foundation

/// One address book as a CardDAV server serves it: its cards by resource name, their entity
/// tags, what changed since a sync token, and writes conditional on an entity tag. Every store
/// answers it (the store contract checks it), so the DAV routes are an adapter over the store,
/// as sync is: a phone's PUT and a web form's Done meet in the same repository.
///
/// A card's name is the last segment of its URL (`abc.vcf`), decoded: the name a client PUT it
/// at, else one made from its uid when the app created it. Names are unique in a book.
///
/// A book serves two kinds of card: its contacts, and its group cards (`GroupCard`, vCard 4.0's
/// `KIND:group` or Apple's `X-ADDRESSBOOKSERVER-KIND:group`). Both are listed, fetched, changed
/// and deleted by name alike; listings give the contacts first, then the group cards.
public protocol ServedAddressBook: Sendable {
  /// The book's state now (its epoch and change stamp): a CTag and a sync token are made of it.
  func servedState() async throws -> ServedState

  /// Up to `limit` entries after the card at `name` in contact id order, then the group cards in
  /// the order stored, not name order (from the start when nil): the listing of a PROPFIND
  /// Depth 1, window after window, in bounded memory. `name` is the last name of the window before; a card deleted since still marks
  /// its place, and a name the book never had throws `ServedBookError.notFound`.
  func servedEntries(after name: String?, limit: Int) async throws -> [ServedEntry]

  /// The cards with these names, with their content; a name no card has is left out.
  func servedCards(named names: [String]) async throws -> [ServedCard]

  /// Up to `limit` changes after `position` in stamp order, since `state` (a state this book
  /// gave earlier): the cards changed since, and the names deleted since. Throws
  /// `ServedBookError.tokenExpired` when the book cannot say (another epoch, or deletions since
  /// forgotten: the client must list the book again).
  func servedChanges(since state: ServedState, after position: ServedChange.Position?, limit: Int)
    async throws -> [ServedChange]

  /// Stores `card` (read from `body`) at `name` when `condition` holds: a new contact, or the one
  /// at `name` replaced, as one change that one `undo` takes back. The body is kept as it came and
  /// served until the contact is changed in the app. Throws `ServedBookError`: `.preconditionFailed`
  /// when the condition does not hold, `.uidConflict` when another name has the card's uid.
  func put(_ card: ContactImport, body: Data, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite

  /// Stores the group card `card` at `name` when `condition` holds: a new group card, or the one
  /// at `name` replaced, as one change that one `undo` takes back. Its text is served as it is
  /// until the app changes the card (an edit of a member's groups). Throws as `put` does;
  /// `.uidConflict` also when a contact has the card's uid or is served at `name`.
  func put(group card: GroupCard, named name: String, when condition: ServedCondition)
    async throws -> ServedWrite

  /// Moves the contact at `name` to Recently deleted, or removes the group card at `name` (its
  /// members leave its group), when `condition` holds, as one change that one `undo` takes back.
  /// Throws `.notFound` when no card has the name, `.preconditionFailed` when the condition does
  /// not hold.
  func delete(named name: String, when condition: ServedCondition) async throws

  /// What the book is called where it is served (DAV `displayname`); nil when nothing is set
  /// and its name shows.
  func servedDisplayName() async throws -> String?

  /// Sets what the book is called where it is served (nil: nothing, its name shows).
  func setServedDisplayName(_ displayName: String?) async throws
}

/// What a PUT or DELETE asks of the card already at its name (`If-Match`, `If-None-Match`).
public enum ServedCondition: Hashable, Sendable {
  /// No condition: write whatever is there.
  case none
  /// `If-None-Match: *`: only when no card has the name.
  case absent
  /// `If-Match: *`: only when a card has the name.
  case present
  /// `If-Match: "tag"`: only when the card at the name has this entity tag, compared as a string,
  /// quotes included.
  case matches(String)
}

/// What a PUT did.
public enum ServedWrite: Hashable, Sendable {
  /// A new card (201), with its entry.
  case created(ServedEntry)
  /// The card at the name replaced (204), with its new entry.
  case updated(ServedEntry)
}

/// A card's name and entity tag, as a listing has them.
public struct ServedEntry: Hashable, Sendable {
  public let name: String
  /// A strong entity tag, quotes included (`"…"`): new whenever what GET serves changes, and
  /// never the same for two versions, in any epoch.
  public let etag: String

  public init(name: String, etag: String) {
    self.name = name
    self.etag = etag
  }
}

/// A card with what GET serves of it.
public struct ServedCard: Hashable, Sendable {
  /// What GET serves: the body a client PUT, byte for byte, while the app has not changed the
  /// contact since, or a group card's text; else the contact, which the format writes.
  public enum Content: Hashable, Sendable {
    case verbatim(Data)
    case contact(ContactExport)
  }

  public let entry: ServedEntry
  public let content: Content

  public init(entry: ServedEntry, content: Content) {
    self.entry = entry
    self.content = content
  }
}

/// One change since a sync token: a card changed (with its entry) or a name deleted.
public struct ServedChange: Hashable, Sendable {
  /// A place in stamp order: the stamp, and the name read last with it.
  public struct Position: Hashable, Sendable {
    public let stamp: Int64
    public let name: String

    public init(stamp: Int64, name: String) {
      self.stamp = stamp
      self.name = name
    }
  }

  public let name: String
  /// The card's entity tag now; nil when the name was deleted.
  public let etag: String?
  /// The stamp of the change.
  public let stamp: Int64

  public init(name: String, etag: String?, stamp: Int64) {
    self.name = name
    self.etag = etag
    self.stamp = stamp
  }

  /// Where the next window after this change starts.
  public var position: Position { Position(stamp: stamp, name: name) }
}

/// Why a served book refused a request.
public enum ServedBookError: Error, Hashable, Sendable {
  /// No card has this name.
  case notFound(name: String)
  /// `If-Match` or `If-None-Match` does not hold (412).
  case preconditionFailed(name: String)
  /// The card's uid is the uid of the card at `existingName`, or the card at that name is of the
  /// other kind (a contact where a group card is PUT, or the reverse) (409 `no-uid-conflict`).
  case uidConflict(existingName: String)
  /// The sync token is of another epoch, or older than the deletions the book remembers (403
  /// `valid-sync-token`).
  case tokenExpired
}

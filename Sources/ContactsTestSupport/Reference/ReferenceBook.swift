import ContactsDomain
import Foundation

/// Everything the reference store keeps, as one value: a write that fails (or a dry run) puts
/// the value it began with back, which makes every write all or nothing.
struct ReferenceBook: Sendable {
  /// A contact with what travels with it: its uid, kept vCard properties and photo.
  struct Card: Hashable, Sendable {
    var contact: Contact
    var uid: String
    var extras: String
    var fileUID: String?
    var photo: ContactPhoto?

    init(
      id: Contact.ID, draft: ContactDraft, uid: String, extras: String = "",
      fileUID: String? = nil, photo: ContactPhoto? = nil
    ) {
      contact = Contact(id: id, draft)
      contact.photo = photo?.summary
      self.uid = uid
      self.extras = extras
      self.fileUID = fileUID
      self.photo = photo
    }

    /// The card with `photo` in place of its own.
    func with(photo: ContactPhoto?) -> Card {
      var card = self
      card.photo = photo
      card.contact.photo = photo?.summary
      return card
    }
  }

  /// Where a contact is: in the list, or in Recently deleted (absent: not there at all).
  enum Place: Hashable, Sendable {
    case live(Card)
    case trashed(Card)

    var card: Card {
      switch self {
      case .live(let card), .trashed(let card): card
      }
    }
  }

  /// An earlier version of a contact, and the change that replaced it.
  struct Version: Sendable {
    let card: Card
    let at: Date
    let replacedBy: ContactVersion.Change
    let change: Int64
  }

  /// A deleted contact and when it was deleted.
  struct Trashed: Sendable {
    let card: Card
    let at: Date
  }

  /// A uid merged into another contact (`ContactRepository.merge`), by the merge `change`.
  struct MergedUID: Sendable {
    let uid: String
    let keptID: Contact.ID
    let change: Int64
  }

  var live: [Contact.ID: Card] = [:]
  /// Every uid merged away, the oldest first.
  var mergedUIDs: [MergedUID] = []
  var trash: [Contact.ID: Trashed] = [:]
  /// Each contact's stamp (`ChangeTrackedRepository`).
  var stamps: [Contact.ID: Int64] = [:]
  var stamp: Int64 = 0
  var nextID: Contact.ID = 1
  var versions: [Contact.ID: [Version]] = [:]
  /// Every change kept, the oldest first.
  var changes: [ReferenceChange] = []
  var groupCards: [GroupCard] = []
  /// Each group card's stamp and place in a served listing (`ServedAddressBook`), by uid.
  var groupStamps: [String: Int64] = [:]
  var groupPlaces: [String: Int64] = [:]
  /// The place the latest group card stored anew took.
  var lastGroupPlace: Int64 = 0
  var keepDays = 30
  /// The id of the latest change begun.
  var lastChangeID: Int64 = 0
  /// What the book serves (`ServedAddressBook`): the cards clients PUT, the names deleted
  /// since, and the deletions forgotten.
  var served = ReferenceServed()

  /// Where the contact `id` is now; nil when nowhere.
  func place(of id: Contact.ID) -> Place? {
    if let card = live[id] { return .live(card) }
    return trash[id].map { .trashed($0.card) }
  }

  /// The live contact with `uid`.
  func liveID(uid: String) -> Contact.ID? {
    live.first { $0.value.uid == uid }?.key
  }

  /// Whether a card with `uid` is a contact merged into one in the list: its merge not undone,
  /// and no contact in the list with the uid.
  func isMergedAway(_ uid: String) -> Bool {
    liveID(uid: uid) == nil
      && mergedUIDs.contains { merged in
        merged.uid == uid && live[merged.keptID] != nil
          && !changes.contains { $0.id == merged.change && $0.undone }
      }
  }

  /// The groups `contact` is in: those its details list, and those of the group cards that
  /// name its uid as a member (with or without `urn:uuid:`, in any case).
  func groups(of contact: Contact) -> Set<String> {
    var names = Set(contact.details.groups)
    guard let uid = live[contact.id]?.uid else { return names }
    for card in groupCards where card.lists(uid: uid) { names.insert(card.name) }
    return names
  }
}

/// One change of the reference store's log: what each contact it touched was before and is
/// after it, and the stamps it gave (no id ranges): what its change log port
/// (`ReferenceChangeLog`) answers undo and rewind.
struct ReferenceChange: Sendable {
  enum Kind: Sendable, Equatable {
    case undoable(UndoableChange.Kind)
    case undo
    case restore
  }

  let id: Int64
  let kind: Kind
  let at: Date
  var name = ""
  var count = 0
  let runKey: String?
  /// The first stamp the change could give; `stamps` once it ended.
  let firstStamp: Int64
  /// The stamps the change gave.
  var stamps: Range<Int64> = 0..<0
  var undone = false
  /// The contacts touched, in the order first touched.
  var touched: [Contact.ID] = []
  var before: [Contact.ID: ReferenceBook.Place?] = [:]
  var after: [Contact.ID: ReferenceBook.Place?] = [:]
  /// The stamp each contact touched had before the change (none: it was not in the list).
  var stampBefore: [Contact.ID: Int64] = [:]
  /// For an undo or a restore: the stamp whose content it put back, by contact.
  var sameAs: [Contact.ID: Int64] = [:]
  /// The group cards written, in the order first written, as each was before and after.
  var cardsTouched: [String] = []
  var cardsBefore: [String: GroupCard?] = [:]
  var cardsAfter: [String: GroupCard?] = [:]
  /// The contact whose edit wrote group cards (alone, when it touched no contact).
  var subject: Contact.ID?

  /// The one contact a change about one contact touched.
  var contactID: Contact.ID? {
    guard case .undoable(let kind) = kind,
      [.add, .delete, .edit, .photo, .revert].contains(kind)
    else { return nil }
    return touched.first ?? subject
  }
}

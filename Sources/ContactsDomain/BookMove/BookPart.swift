import Foundation

/// A whole book in transit between two stores (`WholeBook`), as domain values: what each
/// store keeps of it, whatever its schema. A book is read and written as a stream of parts, a
/// batch of one kind at a time, so a book of a million contacts is never held whole.
public enum BookPart: Hashable, Sendable {
  case settings(BookSettings)
  case contacts([MovedContact])
  case groupCards([MovedGroupCard])
  case accounts([MovedAccount])
  case syncAccounts([MovedSyncAccount])
  case syncRecords([MovedSyncRecord])
  case syncConflicts([SyncConflict])
  case plainFiles([MovedPlainResource])
  case servedCards([MovedServedCard])
  case servedDeletions([MovedServedDeletion])
  case servedGroupCards([MovedServedGroupCard])
  case servedGroupDeletions([MovedServedGroupDeletion])
  case changes([MovedChange])
  case changedContacts([MovedChangedContact])
  case changedGroupCards([MovedChangedGroupCard])
  case mergedUIDs([MovedMergedUID])

  /// What the part holds.
  public var kind: BookKind {
    switch self {
    case .settings: .settings
    case .contacts: .contacts
    case .groupCards: .groupCards
    case .accounts: .accounts
    case .syncAccounts: .syncAccounts
    case .syncRecords: .syncRecords
    case .syncConflicts: .syncConflicts
    case .plainFiles: .plainFiles
    case .servedCards: .servedCards
    case .servedDeletions: .servedDeletions
    case .servedGroupCards: .servedGroupCards
    case .servedGroupDeletions: .servedGroupDeletions
    case .changes: .changes
    case .changedContacts: .changedContacts
    case .changedGroupCards: .changedGroupCards
    case .mergedUIDs: .mergedUIDs
    }
  }

  /// Each of the part's items as canonical JSON (sorted keys): what a tally counts and
  /// digests.
  var lines: [Data] {
    switch self {
    case .settings(let value): Self.lines([value])
    case .contacts(let values): Self.lines(values)
    case .groupCards(let values): Self.lines(values)
    case .accounts(let values): Self.lines(values)
    case .syncAccounts(let values): Self.lines(values)
    case .syncRecords(let values): Self.lines(values)
    case .syncConflicts(let values): Self.lines(values)
    case .plainFiles(let values): Self.lines(values)
    case .servedCards(let values): Self.lines(values)
    case .servedDeletions(let values): Self.lines(values)
    case .servedGroupCards(let values): Self.lines(values)
    case .servedGroupDeletions(let values): Self.lines(values)
    case .changes(let values): Self.lines(values)
    case .changedContacts(let values): Self.lines(values)
    case .changedGroupCards(let values): Self.lines(values)
    case .mergedUIDs(let values): Self.lines(values)
    }
  }

  private static func lines(_ values: [some Encodable]) -> [Data] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Structs of strings, numbers, data and `ContactDetails`: encoding cannot fail.
    return values.map { try! encoder.encode($0) }
  }
}

/// The kinds of thing a book holds, in the order a store reads and writes them.
public enum BookKind: String, CaseIterable, Hashable, Sendable {
  case settings
  case contacts
  case groupCards = "group cards"
  case accounts
  case syncAccounts = "sync accounts"
  case syncRecords = "sync records"
  case syncConflicts = "sync conflicts"
  case plainFiles = "plain files"
  case servedCards = "served cards"
  case servedDeletions = "served deletions"
  case servedGroupCards = "served group names"
  case servedGroupDeletions = "served group deletions"
  case changes
  case changedContacts = "changed contacts"
  case changedGroupCards = "changed group cards"
  case mergedUIDs = "merged uids"

  /// The kinds of the change log (`BookHistory.swift`): what `contacts migrate` did not
  /// carry before it carried the history.
  public static let history: Set<BookKind> = [
    .changes, .changedContacts, .changedGroupCards, .mergedUIDs,
  ]
}

/// The book's own settings: when its history began, how long Recently deleted keeps a contact,
/// the highest stamp given, the epoch its sync tokens begin with and when that epoch began (an
/// ISO 8601 time, as SQLite keeps it), up to which stamp a served book forgot deletions, and
/// what the served book is called (nil: nothing set).
public struct BookSettings: Hashable, Sendable, Codable {
  public var historyBegan: Double?
  public var keepDays: Int
  public var stamp: Int64
  public var epoch: String
  public var epochBegan: String
  public var forgotten: Int64
  public var servedName: String?

  public init(
    historyBegan: Double?, keepDays: Int, stamp: Int64, epoch: String, epochBegan: String,
    forgotten: Int64, servedName: String?
  ) {
    self.historyBegan = historyBegan
    self.keepDays = keepDays
    self.stamp = stamp
    self.epoch = epoch
    self.epochBegan = epochBegan
    self.forgotten = forgotten
    self.servedName = servedName
  }
}

/// A sync account as kept, with the book's epoch it last synced in (nil: none kept): its
/// token and seen stamp hold only in that epoch (`inEpoch`).
public struct MovedSyncAccount: Hashable, Sendable, Codable {
  public var account: SyncAccount
  public var epoch: String?

  public init(_ account: SyncAccount, epoch: String?) {
    self.account = account
    self.epoch = epoch
  }

  /// The account as the ledger lists it in a book whose epoch is `current`: a token and seen
  /// stamp kept in another epoch are forgotten (the book went back in time since), so the next
  /// sync lists everything.
  public func inEpoch(_ current: String) -> SyncAccount {
    guard epoch != current else { return account }
    var forgotten = account
    forgotten.syncToken = nil
    forgotten.seenSeq = nil
    return forgotten
  }
}

/// A contact in the list or (`trashedAt`) in Recently deleted, with its id, its uid, what its
/// import kept, its photo and (in the list) its stamp.
public struct MovedContact: Hashable, Sendable, Encodable {
  /// The contact as the app shows it (its sort key made afresh from its names).
  public var contact: Contact
  public var uid: String
  public var fileUID: String?
  public var extras: String
  public var photo: MovedPhoto?
  public var stamp: Int64?
  public var trashedAt: Double?

  public init(
    _ contact: Contact, uid: String, fileUID: String?, extras: String, photo: ContactPhoto?,
    stamp: Int64?, trashedAt: Double?
  ) {
    self.contact = contact
    self.uid = uid
    self.fileUID = fileUID
    self.extras = extras
    self.photo = photo.map(MovedPhoto.init)
    self.stamp = stamp
    self.trashedAt = trashedAt
  }

  public var id: Contact.ID { contact.id }

  /// The contact's photo as the app keeps it.
  public var contactPhoto: ContactPhoto? { photo?.contactPhoto }
}

/// A photo's bytes, type and digest.
public struct MovedPhoto: Hashable, Sendable, Codable {
  public var data: Data
  public var type: String
  public var digest: String

  init(_ photo: ContactPhoto) {
    data = photo.data
    type = photo.type.rawValue
    digest = photo.digest
  }

  var contactPhoto: ContactPhoto? {
    ImageType(rawValue: type).map { ContactPhoto(data: data, type: $0, digest: digest) }
  }
}

/// A group card as it came, at its place among the others, with the stamp it last took.
public struct MovedGroupCard: Hashable, Sendable, Codable {
  public var place: Int64
  public var card: GroupCard
  public var stamp: Int64

  public init(place: Int64, card: GroupCard, stamp: Int64) {
    self.place = place
    self.card = card
    self.stamp = stamp
  }
}

/// An account of `contacts serve`: its password's hash as it is (never the password).
public struct MovedAccount: Hashable, Sendable, Codable {
  public var name: String
  public var passwordHash: String
  public var createdAt: Double
  public var ownsServedBook: Bool

  public init(name: String, passwordHash: String, createdAt: Double, ownsServedBook: Bool) {
    self.name = name
    self.passwordHash = passwordHash
    self.createdAt = createdAt
    self.ownsServedBook = ownsServedBook
  }
}

/// What both sides of a sync with `account` last agreed on for one card.
public struct MovedSyncRecord: Hashable, Sendable, Codable {
  public var account: String
  public var entry: LedgerEntry

  public init(account: String, entry: LedgerEntry) {
    self.account = account
    self.entry = entry
  }
}

/// A collection or file of an account's plain WebDAV area.
public struct MovedPlainResource: Hashable, Sendable, Codable {
  public var owner: String
  public var path: String
  public var parent: String
  public var isCollection: Bool
  public var contentType: String?
  public var body: Data?
  public var length: Int64
  public var etag: String?
  public var modified: Double

  public init(
    owner: String, path: String, parent: String, isCollection: Bool, contentType: String?,
    body: Data?, length: Int64, etag: String?, modified: Double
  ) {
    self.owner = owner
    self.path = path
    self.parent = parent
    self.isCollection = isCollection
    self.contentType = contentType
    self.body = body
    self.length = length
    self.etag = etag
    self.modified = modified
  }
}

/// A card a CardDAV client PUT: the name it was PUT at, its body, its contact's stamp then.
public struct MovedServedCard: Hashable, Sendable, Codable {
  public var contactID: Contact.ID
  public var name: String
  public var body: Data
  public var bodyStamp: Int64

  public init(contactID: Contact.ID, name: String, body: Data, bodyStamp: Int64) {
    self.contactID = contactID
    self.name = name
    self.body = body
    self.bodyStamp = bodyStamp
  }
}

/// A contact that left the served list, at a stamp of its own.
public struct MovedServedDeletion: Hashable, Sendable, Codable {
  public var stamp: Int64
  public var contactID: Contact.ID
  public var uid: String
  public var name: String?

  public init(stamp: Int64, contactID: Contact.ID, uid: String, name: String?) {
    self.stamp = stamp
    self.contactID = contactID
    self.uid = uid
    self.name = name
  }
}

/// The name a client PUT a group card at.
public struct MovedServedGroupCard: Hashable, Sendable, Codable {
  public var uid: String
  public var name: String

  public init(uid: String, name: String) {
    self.uid = uid
    self.name = name
  }
}

/// A group card that went, at a stamp of its own.
public struct MovedServedGroupDeletion: Hashable, Sendable, Codable {
  public var stamp: Int64
  public var place: Int64
  public var uid: String
  public var name: String?

  public init(stamp: Int64, place: Int64, uid: String, name: String?) {
    self.stamp = stamp
    self.place = place
    self.uid = uid
    self.name = name
  }
}

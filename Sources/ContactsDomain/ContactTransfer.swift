import Foundation

/// One contact read from a file, validated, before it meets the address book.
///
/// Two imports are equal when they say the same, wherever they were read: `origin` is left out.
public struct ContactImport: Hashable, Sendable {
  /// The file's identifier for the contact (vCard `UID`), or one derived from its content when
  /// the file has none, so that importing the same file twice finds the same contacts.
  public let uid: String
  public let draft: ContactDraft
  /// What the file said that the app does not model, encoded by the format (lossless, and the
  /// same text for the same card, so that re-importing it changes nothing): kept with the
  /// contact and written back on export.
  public let extras: String
  /// The card's photo, kept apart from `extras` (which mark where it stood in the card).
  public let photo: ContactPhoto?
  /// Where the card was read, for what the import reports about it; nil when not from a file.
  public let origin: CardOrigin?

  public init(
    uid: String, draft: ContactDraft, extras: String = "", photo: ContactPhoto? = nil,
    origin: CardOrigin? = nil
  ) {
    self.uid = uid
    self.draft = draft
    self.extras = extras
    self.photo = photo
    self.origin = origin
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.uid, lhs.draft, lhs.extras, lhs.photo) == (rhs.uid, rhs.draft, rhs.extras, rhs.photo)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(uid)
    hasher.combine(draft)
    hasher.combine(extras)
    hasher.combine(photo?.digest)
  }
}

/// One contact as an export writes it.
public struct ContactExport: Hashable, Sendable {
  public let contact: Contact
  /// The contact's uid in the address book: unique, what sync knows it by.
  public let uid: String
  public let extras: String
  /// The UID its file had, when an earlier card of the same import had that UID too (see
  /// `RepeatedUIDCard`): what a file export writes, so the file goes back as it came.
  public let fileUID: String?
  /// The contact's photo, written where `extras` mark its place (or after the rest).
  public let photo: ContactPhoto?

  public init(
    contact: Contact, uid: String, extras: String, fileUID: String? = nil,
    photo: ContactPhoto? = nil
  ) {
    self.contact = contact
    self.uid = uid
    self.extras = extras
    self.fileUID = fileUID
    self.photo = photo
  }
}

/// What an import did, or would do on a dry run.
public struct ImportCounts: Hashable, Sendable {
  public var added = 0
  public var updated = 0
  public var unchanged = 0
  /// Of those added, updated or unchanged, the cards kept separate from an earlier card of the
  /// import with the same UID (see `RepeatedUIDCard`).
  public var keptSeparate = 0
  /// Group cards stored (see `GroupCard`), new or replacing one with their uid.
  public var groups = 0

  public init(
    added: Int = 0, updated: Int = 0, unchanged: Int = 0, keptSeparate: Int = 0, groups: Int = 0
  ) {
    self.added = added
    self.updated = updated
    self.unchanged = unchanged
    self.keptSeparate = keptSeparate
    self.groups = groups
  }
}

/// A file format for address books (vCard): read into imports, written from exports.
public protocol ContactFileFormat: Sendable {
  /// The file name extension, such as "vcf".
  var fileExtension: String { get }
  /// The media type, such as "text/vcard".
  var mediaType: String { get }
  /// Reads a whole file. A malformed file throws a `UserFacingError` naming the file and line;
  /// a card that cannot become a contact is skipped with a reason instead.
  func read(_ data: Data, fileName: String) throws -> ContactFile
  /// Reads `file` one contact at a time, as an import stores them. The default reads the whole
  /// file with `read`; a format that can, reads as it goes, in bounded memory.
  func reader(for file: ImportFile) throws -> any ContactFileReader
  /// What a file starts with before its first contact, written once by an export (a CSV's
  /// header row); empty for a format whose file is its cards alone.
  func head() -> Data
  /// Writes contacts as one file, after `head()`. The files of consecutive windows, one after
  /// the other, must be the file of them all, so that an export can write window after window.
  func write(_ contacts: [ContactExport]) -> Data
  /// Writes group cards as they came, after an export's contacts.
  func write(_ groups: [GroupCard]) -> Data
  /// What the contact kept by a merge keeps of the properties the app does not model, given
  /// the extras of every contact merged, the kept one's first.
  func mergedExtras(_ extras: [String]) -> String
}

extension ContactFileFormat {
  /// A format whose file is its cards alone has no head.
  public func head() -> Data { Data() }

  /// A format with no group cards of its own (one that reads none) writes none.
  public func write(_ groups: [GroupCard]) -> Data { Data() }

  /// A format that cannot merge what it kept keeps the kept contact's.
  public func mergedExtras(_ extras: [String]) -> String { extras.first ?? "" }
}

/// A file's contacts, its group cards, and the cards that could be neither.
public struct ContactFile: Hashable, Sendable {
  public let contacts: [ContactImport]
  /// One sentence per skipped card, naming its line.
  public let skipped: [String]
  public let groups: [GroupCard]

  public init(contacts: [ContactImport], skipped: [String], groups: [GroupCard] = []) {
    self.contacts = contacts
    self.skipped = skipped
    self.groups = groups
  }
}

import ContactsDomain
import ContactsPresentation
import Foundation

/// What `undo --json` prints: the sentence, the change taken back and its counts (the counts
/// left out only if the app did not count them).
struct UndoJSON: Encodable {
  let sentence: String
  /// The change taken back, as the undo offer named it: "Imported 120 contacts".
  let undid: String?
  /// "add", "delete", "edit", "photo", "import", "sync", "revert", "rewind", "restore-backup",
  /// "merge".
  let kind: String?
  /// The contact the change was about, when it is in the list now.
  let id: Contact.ID?
  let removed: Int?
  let putBack: Int?
  /// How many contacts changed since were kept as they are, and the first names.
  let keptCount: Int?
  let kept: [String]?

  init(_ outcome: TrashOutcome) {
    sentence = outcome.sentence
    undid = outcome.undone?.change
    kind = outcome.undone?.kind
    id = outcome.isBack ? outcome.contactID : nil
    removed = outcome.undone?.removed
    putBack = outcome.undone?.putBack
    keptCount = outcome.undone?.keptCount
    kept = outcome.undone?.kept
  }
}

/// What `restore --json` (one for each id) and `delete --forever --json` print.
struct TrashJSON: Encodable {
  let id: Contact.ID?
  let sentence: String
  /// True when the contact is in the list again (restored), false when deleted for good.
  let back: Bool

  init(_ outcome: TrashOutcome) {
    id = outcome.contactID
    sentence = outcome.sentence
    back = outcome.isBack
  }
}

/// What `revert --json` prints.
struct RevertJSON: Encodable {
  let id: Contact.ID
  let version: Int
  let sentence: String
}

/// What `rewind --json` prints, for the dry run and the rewind alike.
struct RewindJSON: Encodable {
  struct Change: Encodable {
    /// "added", "deleted" or "changed" (contacts), "groupCardAdded" or "groupCardChanged" since.
    let kind: String
    let count: Int
    let sentence: String
    let names: String
  }

  /// The time, ISO 8601 in UTC.
  let to: String
  /// False for the dry run.
  let done: Bool
  let heading: String
  let changes: [Change]
  /// Set when there is nothing to rewind.
  let notice: String?

  init(_ screen: RewindScreen, to date: Date) {
    to = ISO8601DateFormatter().string(from: date)
    done = screen.isDone
    heading = screen.heading
    changes = screen.lines.map {
      Change(kind: $0.kind, count: $0.count, sentence: $0.sentence, names: $0.names)
    }
    notice = screen.notice
  }
}

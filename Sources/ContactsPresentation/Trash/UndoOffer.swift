import ContactsDomain

/// How a front end offers to undo the change just made: "Deleted Ada Lovelace." with an Undo
/// button on the next page, a hint after the command.
public struct UndoOffer: Hashable, Sendable {
  /// What the command line prints after a change it can undo (on standard error).
  public static let commandHint = "To undo: contacts undo"
  /// The button's label.
  public static let button = "Undo"

  /// The change offered; a page's button sends its id.
  public let change: UndoableChange
  /// "Deleted Ada Lovelace.", "Imported 120 contacts.", "Synced with Home."
  public let sentence: String

  public init(_ change: UndoableChange) {
    self.change = change
    sentence = Self.done(change) + "."
  }

  /// What `change` did, in a sentence without its full stop.
  static func done(_ change: UndoableChange) -> String {
    let name = ShownText.summaryLine(change.fullName)
    return switch change.kind {
    case .add: "Added \(name)"
    case .delete: "Deleted \(name)"
    case .edit: "Edited \(name)"
    case .photo: "Changed the photo of \(name)"
    case .importFile: "Imported \(Counted.contacts(change.count))"
    case .sync: "Synced with \(name)"
    case .revert: "Reverted \(name) to an earlier version"
    case .rewind: "Rewound the book to \(name)"
    case .restoreBackup: "Restored a backup"
    case .merge:
      "Merged \(Counted.contacts(change.count))" + (change.fullName.isEmpty ? "" : " into \(name)")
    }
  }
}

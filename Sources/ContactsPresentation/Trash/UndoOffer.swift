import ContactsDomain

/// How a front end offers to undo the change just made: "Deleted Ada Lovelace." with an Undo
/// button on the next page, a hint after the command.
public struct UndoOffer: Hashable, Sendable {
  /// What the command line prints after a delete or an edit (on standard error).
  public static let commandHint = "To undo: contacts undo"
  /// The button's label.
  public static let button = "Undo"

  /// The change offered; a page's button sends its id.
  public let change: UndoableChange
  /// "Deleted Ada Lovelace." or "Saved Ada Lovelace."
  public let sentence: String

  public init(_ change: UndoableChange) {
    self.change = change
    let name = ShownText.summaryLine(change.fullName)
    sentence = change.kind == .delete ? "Deleted \(name)." : "Edited \(name)."
  }
}

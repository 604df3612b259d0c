import ContactsDomain

/// What the list screen shows when its window loaded, decided by `ContactListWindow.screen`
/// for both builds.
public enum ListScreen: Equatable, Sendable {
  /// These rows, in this order, the windows before and after them, and where they stand in the
  /// whole list when known.
  case rows([ContactViewModel], previous: PageRequest?, next: PageRequest?, place: ListPlace?)
  /// There are no contacts yet.
  case noContent
  /// A search found nothing.
  case noResults(String)
  /// No contact is in the group of this name.
  case emptyGroup(String)
  /// The window is empty but the list is not: it ends before this window (a window past the
  /// last one, or one whose rows were deleted). `restart` is the list's first window, for the
  /// same search.
  case endOfList(restart: PageRequest)
}

extension ListScreen {
  /// What `endOfList` says in every front end, before its way back to the start.
  public static let endOfListSentence = "No more contacts: the list ends here."

  /// What `noResults` says in every front end, the search cut as a summary line cuts it: a
  /// search of any length says so on one bounded line.
  public static func noResultsSentence(_ query: String) -> String {
    "No contacts match “\(ShownText.summaryLine(query))”."
  }

  /// What a search's screen says it shows, in every front end, for the search `query`:
  /// "3 contacts match “jose”.", "1 contact matches “jose”.", "No contacts match “jose”.", or
  /// "More than 50 contacts match “jose”." when the window holds only some of them (a search
  /// is not counted past its window); nil when `query` is blank or the screen shows no search.
  public func searchSentence(_ query: String) -> String? {
    guard Self.isSearch(query) else { return nil }
    let quoted = "“\(ShownText.summaryLine(query))”."
    switch self {
    case .rows(let rows, let previous, let next, _):
      let found =
        "\(Counted.contacts(rows.count)) \(rows.count == 1 ? "matches" : "match") \(quoted)"
      return previous != nil || next != nil ? "More than \(found)" : found
    case .noResults(let query):
      return Self.noResultsSentence(query)
    case .noContent, .emptyGroup, .endOfList:
      return nil
    }
  }

  /// True when `query` filters the list: it is not blank.
  public static func isSearch(_ query: String) -> Bool {
    !query.allSatisfy(\.isWhitespace)
  }

  /// What every front end says refusing a search or a group's name that holds a control
  /// character (see ``isSearchable(_:)``).
  public static let unsearchableSentence =
    "The search text holds a control character, which no contact can contain. "
    + "Remove it and search again."

  /// False when `text`, a search or a group's name, holds a control character, such as NUL:
  /// no name holds one and SQLite cuts text at a NUL, so every front end refuses it, never
  /// searching for it.
  public static func isSearchable(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// What `emptyGroup` says in every front end, the name cut as a summary line cuts it.
  public static func emptyGroupSentence(_ group: String) -> String {
    "No contacts are in a group called “\(ShownText.summaryLine(group))”."
  }
}

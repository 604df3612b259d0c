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

  /// What `emptyGroup` says in every front end, the name cut as a summary line cuts it.
  public static func emptyGroupSentence(_ group: String) -> String {
    "No contacts are in a group called “\(ShownText.summaryLine(group))”."
  }
}

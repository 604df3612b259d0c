import ContactsDomain

/// What the list screen shows when its window loaded.
public enum ListScreen: Equatable, Sendable {
  /// These rows, in this order, and the windows before and after them.
  case rows([ContactViewModel], previous: PageRequest?, next: PageRequest?)
  /// There are no contacts yet.
  case noContent
  /// A search found nothing.
  case noResults(String)
}

import ContactsDomain

/// What the books screen shows: a row per contact, in list order, and what to say
/// when there are none. Decided here once; the view model and the presenter forward it.
public struct BooksScreen: Hashable, Sendable {
  /// What the screen says when it has no rows.
  public static let emptySentence = "No books yet."

  /// The rows shown, in list order.
  public let rows: [ContactViewModel]
  /// A sentence when there is nothing to show; nil otherwise.
  public let notice: String?

  /// The screen of `contacts`, as the repository read them.
  public init(contacts: [Contact]) {
    rows = contacts.map(ContactViewModel.init)
    notice = rows.isEmpty ? Self.emptySentence : nil
  }
}

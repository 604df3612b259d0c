import ContactsDomain

/// The rows a list screen holds: one window of the list, never the whole of it.
///
/// Both architectures keep their rows in this one type, so where a new row goes, whether it is
/// visible, and which window comes next are decided once.
public struct ContactListWindow: Hashable, Sendable {
  /// The rows shown, in the app's order.
  public private(set) var rows: [ContactViewModel] = []
  /// The search text the rows answer; empty when the list shows every contact.
  public private(set) var query = ""
  /// True when the rows were read as names alone (see `PageRequest.namesOnly`); the windows
  /// before and after are read the same way.
  public private(set) var namesOnly = false
  public private(set) var hasPrevious = false
  public private(set) var hasNext = false
  public let limit: Int

  public init(limit: Int = PageRequest.defaultLimit) {
    self.limit = limit
  }

  /// Replaces the rows with `page`, the answer to `request`.
  public mutating func show(_ page: ContactPage, for request: PageRequest) {
    rows = page.contacts.map(ContactViewModel.init)
    query = request.query
    namesOnly = request.namesOnly
    hasPrevious = page.hasPrevious
    hasNext = page.hasNext
  }

  /// The first window, for `query`.
  public func firstPage(query: String = "") -> PageRequest {
    PageRequest(limit: limit, query: query)
  }

  /// The window after this one; nil at the end of the list.
  public var nextPage: PageRequest? {
    guard hasNext, let last = rows.last else { return nil }
    return PageRequest(.after(last.position), limit: limit, query: query, namesOnly: namesOnly)
  }

  /// The window before this one; nil at the start of the list.
  public var previousPage: PageRequest? {
    guard hasPrevious, let first = rows.first else { return nil }
    return PageRequest(.before(first.position), limit: limit, query: query, namesOnly: namesOnly)
  }

  /// Inserts the row of `contact` where it belongs; nil when it falls outside this window
  /// (before it, after it, or not matching the search).
  public mutating func insert(_ contact: Contact) -> (row: ContactViewModel, index: Int)? {
    guard query.isEmpty || SearchText.matches(contact, query: query) else { return nil }
    let row = ContactViewModel(contact)
    let index = rows.insertionIndex(of: row)
    if index == rows.count && hasNext || index == 0 && hasPrevious && !rows.isEmpty {
      return nil
    }
    rows.insert(row, at: index)
    return (row, index)
  }

  /// Removes the row of contact `id`; returns its index, or nil when it was not shown.
  public mutating func remove(_ id: Contact.ID) -> Int? {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
    rows.remove(at: index)
    return index
  }
}

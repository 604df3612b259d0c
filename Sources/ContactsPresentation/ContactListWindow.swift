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
  /// True when the window says where it stands in the list (see `PageRequest.placed`).
  public private(set) var placed = true
  /// Where the rows stand in the whole list, when read.
  public private(set) var place: ListPlace?
  /// The group the rows are in; nil when the list shows every contact.
  public private(set) var group: String?
  public private(set) var hasPrevious = false
  public private(set) var hasNext = false
  public let limit: Int

  /// A window not yet loaded, of `limit` rows, answering `query` within `group` (nil: every
  /// contact), read as names alone when `namesOnly`, saying where it stands when `placed`: what a
  /// view shows around its rows, as a front end that keeps no screen between requests restores
  /// it.
  public init(
    limit: Int = PageRequest.defaultLimit, query: String = "", namesOnly: Bool = false,
    placed: Bool = true, group: String? = nil
  ) {
    self.limit = limit
    self.query = query
    self.namesOnly = namesOnly
    self.placed = placed
    self.group = group
  }

  /// Replaces the rows with `page`, the answer to `request`.
  public mutating func show(_ page: ContactPage, for request: PageRequest) {
    rows = page.contacts.map(ContactViewModel.init)
    query = request.query
    namesOnly = request.namesOnly
    placed = request.placed
    place = page.place
    group = request.group
    hasPrevious = page.hasPrevious
    hasNext = page.hasNext
  }

  /// What the screen shows for this window, decided here for both builds: its rows and the
  /// windows around them; else an empty window of a list that holds contacts elsewhere ends the
  /// list here; else no contact at all, or a search that found nothing.
  public var screen: ListScreen {
    if !rows.isEmpty {
      return .rows(rows, previous: previousPage, next: nextPage, place: place)
    }
    if hasPrevious || hasNext { return .endOfList(restart: firstPage(query: query)) }
    if !query.isEmpty { return .noResults(query) }
    return group.map(ListScreen.emptyGroup) ?? .noContent
  }

  /// The first window, for `query`, in this window's group.
  public func firstPage(query: String = "") -> PageRequest {
    PageRequest(limit: limit, query: query, namesOnly: namesOnly, placed: placed, group: group)
  }

  /// The window at `anchor`, for this window's search, group, size and way of reading.
  public func page(_ anchor: PageRequest.Anchor) -> PageRequest {
    PageRequest(
      anchor, limit: limit, query: query, namesOnly: namesOnly, placed: placed, group: group)
  }

  /// The window that starts at the first name at or after `letter`, an entry of `ListIndex`.
  public func page(startingAt letter: String) -> PageRequest {
    page(PageRequest.startingAt(ListIndex.start(of: letter)).anchor)
  }

  /// The window after this one; nil at the end of the list.
  public var nextPage: PageRequest? {
    guard hasNext, let last = rows.last else { return nil }
    return page(.after(last.position))
  }

  /// The window before this one; nil at the start of the list.
  public var previousPage: PageRequest? {
    guard hasPrevious, let first = rows.first else { return nil }
    return page(.before(first.position))
  }

  /// Inserts the row of `contact` where it belongs; nil when it falls outside this window
  /// (before it, after it, not matching the search, or not in the group).
  public mutating func insert(_ contact: Contact) -> (row: ContactViewModel, index: Int)? {
    guard query.isEmpty || SearchText.matches(contact, query: query),
      group.map(contact.details.groups.contains) ?? true
    else { return nil }
    let row = ContactViewModel(contact)
    let index = rows.insertionIndex(of: row)
    if index == rows.count && hasNext || index == 0 && hasPrevious && !rows.isEmpty {
      return nil
    }
    rows.insert(row, at: index)
    return (row, index)
  }
}

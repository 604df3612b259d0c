import ContactsApp
import ContactsDomain
import ContactsPresentation

extension ListScreen {
  /// The full names the list shows, in order; none when it shows no rows.
  public var names: [String] {
    guard case .rows(let rows, _, _, _) = self else { return [] }
    return rows.map(\.fullName)
  }

  /// Whether the list offers Previous and Next.
  public var paging: (previous: Bool, next: Bool) {
    guard case .rows(_, let previous, let next, _) = self else { return (false, false) }
    return (previous != nil, next != nil)
  }

  /// Next as the view gives it, after the last row shown; nil when there is no next window.
  public var nextInput: ListInput? {
    guard case .rows(let rows, _, let next, _) = self, next != nil, let last = rows.last else {
      return nil
    }
    return .next(after: last.position)
  }

  /// Previous as the view gives it, before the first row shown; nil when there is none.
  public var previousInput: ListInput? {
    guard case .rows(let rows, let previous, _, _) = self, previous != nil, let first = rows.first
    else { return nil }
    return .previous(before: first.position)
  }
}

extension ListScreen {
  /// Where the rows stand in the whole list; nil when the screen does not say.
  public var place: ListPlace? {
    guard case .rows(_, _, _, let place) = self else { return nil }
    return place
  }
}

import ContactsApp
import ContactsDomain
import ContactsPresentation

extension ListScreen {
  /// The full names the list shows, in order; none when it shows no rows.
  public var names: [String] {
    guard case .rows(let rows, _, _) = self else { return [] }
    return rows.map(\.fullName)
  }

  /// Whether the list offers Previous and Next.
  public var paging: (previous: Bool, next: Bool) {
    guard case .rows(_, let previous, let next) = self else { return (false, false) }
    return (previous != nil, next != nil)
  }

  /// Next as the view gives it, after the last row shown; nil when there is no next window.
  public var nextInput: ListInput? {
    guard case .rows(let rows, _, let next) = self, next != nil, let last = rows.last else {
      return nil
    }
    return .next(after: last.position)
  }

  /// Previous as the view gives it, before the first row shown; nil when there is none.
  public var previousInput: ListInput? {
    guard case .rows(let rows, let previous, _) = self, previous != nil, let first = rows.first
    else { return nil }
    return .previous(before: first.position)
  }
}

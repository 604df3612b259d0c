import ContactsDomain
import Foundation

/// What a person did on the list screen, carrying what the view showed: how a front end that
/// keeps no screen between requests (a web page, a command) gives the list its inputs.
public enum ListInput: Hashable, Sendable {
  /// The list appeared.
  case appear
  /// The search text changed to this; blank shows every contact.
  case search(String)
  /// Next, under a window whose last row stands at this position.
  case next(after: ContactPosition)
  /// Previous, over a window whose first row stands at this position.
  case previous(before: ContactPosition)
  /// A letter of the A–Z index.
  case letter(String)
  /// The list opened at a row, as after a save: the window around this position.
  case around(ContactPosition)
}

/// The list screen's inputs, taken alike by both builds (the view model and the presenter):
/// each build only reads a window and shows it; which window an input asks for is decided here.
public protocol ContactListInputs: AnyObject {
  /// The window the view shows.
  var window: ContactListWindow { get }
  /// Reads the window `request` names and shows it.
  func showPage(_ request: PageRequest) async
}

extension ContactListInputs {
  /// Call when the list appears.
  public func viewDidLoad() async {
    await showPage(window.firstPage())
  }

  /// Call when the search text changes; blank text shows every contact.
  public func searchTextChanged(_ text: String) async {
    await showPage(window.firstPage(query: text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Call when the user asks for the window after the row at `position`, the last one shown.
  public func nextPageTapped(after position: ContactPosition) async {
    await showPage(window.page(.after(position)))
  }

  /// Call when the user asks for the window before the row at `position`, the first one shown.
  public func previousPageTapped(before position: ContactPosition) async {
    await showPage(window.page(.before(position)))
  }

  /// Call when the user taps a letter of the A–Z index.
  public func letterTapped(_ letter: String) async {
    await showPage(window.page(startingAt: letter))
  }

  /// Call when the list opens at the row at `position`, as after a save.
  public func openAround(_ position: ContactPosition) async {
    await showPage(window.page(.around(position)))
  }

  /// Gives the list `input`, through the input it names.
  public func send(_ input: ListInput) async {
    switch input {
    case .appear: await viewDidLoad()
    case .search(let text): await searchTextChanged(text)
    case .next(let position): await nextPageTapped(after: position)
    case .previous(let position): await previousPageTapped(before: position)
    case .letter(let letter): await letterTapped(letter)
    case .around(let position): await openAround(position)
    }
  }
}

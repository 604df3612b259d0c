import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation
import Observation

/// The contact list screen's state: the article's `ContactViewModelController`, holding one
/// window of the list at a time.
@Observable
public final class ContactListViewModel {
  private let repository: any ContactRepository

  /// The rows shown and where they stand in the whole list.
  public private(set) var window: ContactListWindow
  /// Why the window could not load, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show instead of the list when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }
  @ObservationIgnored private var hasLoaded = false

  public init(repository: any ContactRepository, pageSize: Int = PageRequest.defaultLimit) {
    self.repository = repository
    window = ContactListWindow(limit: pageSize)
  }

  /// The rows, in the app's order.
  public var rows: [ContactViewModel] { window.rows }

  /// The search text the rows answer; empty when the list shows every contact.
  public var query: String { window.query }

  /// True when the list loaded and holds no contact at all: show "no contacts".
  public var showsNoContent: Bool { isEmptyAfterLoad && query.isEmpty && !window.hasPrevious }

  /// True when a search found nothing: show "no results".
  public var showsNoResults: Bool { isEmptyAfterLoad && !query.isEmpty }

  /// How many rows the list shows.
  public var contactsCount: Int { rows.count }

  /// The row at `index`.
  public func viewModel(at index: Int) -> ContactViewModel { rows[index] }

  /// Call when the list appears.
  public func viewDidLoad() async {
    await showPage(window.firstPage())
  }

  /// Call when the search text changes; blank text shows every contact.
  public func searchTextChanged(_ text: String) async {
    await showPage(window.firstPage(query: text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Call when the user asks for the next window.
  public func nextPageTapped() async {
    if let next = window.nextPage { await showPage(next) }
  }

  /// Call when the user asks for the previous window.
  public func previousPageTapped() async {
    if let previous = window.previousPage { await showPage(previous) }
  }

  /// Call when the user taps a letter of the A–Z index.
  public func letterTapped(_ letter: String) async {
    await showPage(.startingAt(letter, limit: window.limit, query: query))
  }

  /// Call when the list opens at a given window, e.g. from a link.
  public func showPage(_ request: PageRequest) async {
    do {
      window.show(try await repository.page(request), for: request)
      failure = nil
    } catch {
      window.show(ContactPage(contacts: [], hasPrevious: false, hasNext: false), for: request)
      failure = AppFailure("Could not load contacts", error)
    }
    hasLoaded = true
  }

  /// Call when the add screen created `contact`; returns the index of its new row, or nil when
  /// it falls outside the window shown.
  @discardableResult
  public func didAddContact(_ contact: Contact) -> Int? {
    window.insert(contact)?.index
  }

  /// Call when the edit screen saved `contact`; returns where its row was and where it is now.
  @discardableResult
  public func didUpdateContact(_ contact: Contact) -> (from: Int?, to: Int?) {
    let from = window.remove(contact.id)
    return (from, window.insert(contact)?.index)
  }

  /// Call when an import finished; returns true when it reloaded the window. One that changed
  /// the address book may have touched any row, any number of them: the one case where
  /// reloading beats inserting rows one by one. One that changed nothing reads nothing.
  @discardableResult
  public func didImportContacts(_ summary: ImportSummary) async -> Bool {
    guard summary.changedContacts else { return false }
    await showPage(window.firstPage(query: query))
    return true
  }

  /// Call when a sync finished; returns true when it reloaded the window, as after an import:
  /// only a sync that changed contacts here reads the list again.
  @discardableResult
  public func didSync(_ outcome: SyncOutcome) async -> Bool {
    guard outcome.changedContacts else { return false }
    await showPage(window.firstPage(query: query))
    return true
  }

  /// Call when the contact `id` was deleted; returns the index of the removed row, if shown.
  @discardableResult
  public func didDeleteContact(_ id: Contact.ID) -> Int? {
    window.remove(id)
  }

  private var isEmptyAfterLoad: Bool { hasLoaded && errorMessage == nil && rows.isEmpty }
}

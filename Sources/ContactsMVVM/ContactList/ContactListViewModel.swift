import ContactsDomain
import Foundation

/// The contact list screen's state: the article's `ContactViewModelController`.
public final class ContactListViewModel {
  private let repository: any ContactRepository

  /// The rows, in the app's order: every contact, or the search results.
  public private(set) var rows: [ContactViewModel] = []
  /// The search text the rows answer; empty when the list shows every contact.
  public private(set) var query = ""
  /// A sentence to show instead of the list when loading failed; nil otherwise.
  public private(set) var errorMessage: String?
  private var hasLoaded = false

  public init(repository: any ContactRepository) {
    self.repository = repository
  }

  /// True when the list loaded and holds no contact at all: show "no contacts".
  public var showsNoContent: Bool { isEmptyAfterLoad && query.isEmpty }

  /// True when a search found nothing: show "no results".
  public var showsNoResults: Bool { isEmptyAfterLoad && !query.isEmpty }

  /// How many rows the list shows.
  public var contactsCount: Int { rows.count }

  /// The row at `index`.
  public func viewModel(at index: Int) -> ContactViewModel { rows[index] }

  /// Call when the list appears.
  public func viewDidLoad() async {
    await searchTextChanged("")
  }

  /// Call when the search text changes; blank text shows every contact.
  public func searchTextChanged(_ text: String) async {
    query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      let contacts =
        query.isEmpty ? try await repository.allContacts() : try await repository.search(query)
      rows = contacts.map(ContactViewModel.init)
      errorMessage = nil
    } catch {
      rows = []
      errorMessage = readableMessage("Could not load contacts", error)
    }
    hasLoaded = true
  }

  /// Call when the add screen created `contact`; returns the index of its new row.
  @discardableResult
  public func didAddContact(_ contact: Contact) -> Int {
    let row = ContactViewModel(contact)
    let index = rows.insertionIndex(of: row)
    rows.insert(row, at: index)
    return index
  }

  /// Call when the edit screen saved `contact`; returns where its row was and where it is now.
  @discardableResult
  public func didUpdateContact(_ contact: Contact) -> (from: Int?, to: Int) {
    let from = didDeleteContact(contact.id)
    return (from, didAddContact(contact))
  }

  /// Call when the contact `id` was deleted; returns the index of the removed row, if shown.
  @discardableResult
  public func didDeleteContact(_ id: Contact.ID) -> Int? {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
    rows.remove(at: index)
    return index
  }

  private var isEmptyAfterLoad: Bool { hasLoaded && errorMessage == nil && rows.isEmpty }
}

import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The contact list screen's state: the article's `ContactViewModelController`, holding one
/// window of the list at a time. What the screen shows is `ContactListWindow`'s to decide; the
/// view model only forwards it.
@Observable
public final class ContactListViewModel: ContactListInputs {
  private let repository: any ContactRepository

  /// The rows shown and where they stand in the whole list.
  public private(set) var window: ContactListWindow
  /// Why the window could not load, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show instead of the list when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }
  @ObservationIgnored private var hasLoaded = false

  /// The list over `repository`, its view showing `window`: by default, a first window of the
  /// default size not yet loaded.
  public init(repository: any ContactRepository, window: ContactListWindow = ContactListWindow()) {
    self.repository = repository
    self.window = window
  }

  /// The rows, in the app's order.
  public var rows: [ContactViewModel] { window.rows }

  /// The search text the rows answer; empty when the list shows every contact.
  public var query: String { window.query }

  /// What the screen shows once its window loaded; nil before, and when loading failed.
  public var screen: ListScreen? { hasLoaded && failure == nil ? window.screen : nil }

  /// Call when the add screen created `contact`; returns the index of its new row, or nil when
  /// it falls outside the window shown.
  @discardableResult
  public func didAddContact(_ contact: Contact) -> Int? {
    window.insert(contact)?.index
  }

  public func showPage(_ request: PageRequest) async {
    do {
      window.show(try await repository.page(request), for: request)
      failure = nil
    } catch {
      window.show(ContactPage(contacts: [], hasPrevious: false, hasNext: false), for: request)
      failure = AppFailure(.loadContacts, error)
    }
    hasLoaded = true
  }
}

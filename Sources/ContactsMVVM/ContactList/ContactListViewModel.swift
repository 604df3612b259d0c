import ContactsDomain

/// The contact list screen's state: the article's `ContactViewModelController`.
public final class ContactListViewModel {
  private let repository: any ContactRepository

  /// The rows, in the app's order.
  public private(set) var rows: [ContactViewModel] = []
  /// A sentence to show instead of the list when loading failed; nil otherwise.
  public private(set) var errorMessage: String?
  private var hasLoaded = false

  public init(repository: any ContactRepository) {
    self.repository = repository
  }

  /// True when the list loaded and holds no contact: show "no contacts".
  public var showsNoContent: Bool { hasLoaded && errorMessage == nil && rows.isEmpty }

  /// How many rows the list shows.
  public var contactsCount: Int { rows.count }

  /// The row at `index`.
  public func viewModel(at index: Int) -> ContactViewModel { rows[index] }

  /// Call when the list appears.
  public func viewDidLoad() async {
    do {
      rows = try await repository.allContacts().map(ContactViewModel.init)
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
}

import ContactsDomain
import ContactsPresentation
import Observation

/// The books screen's state: what it shows, loaded from the repository.
@Observable
public final class BooksViewModel {
  private let repository: any ContactRepository
  private let limit: Int

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: BooksScreen?
  /// Why loading failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// A screen that shows up to `limit` contacts.
  public init(repository: any ContactRepository, limit: Int = PageRequest.defaultLimit) {
    self.repository = repository
    self.limit = limit
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      let page = try await repository.page(PageRequest(limit: limit))
      screen = BooksScreen(contacts: page.contacts)
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.loadBooks, error)
    }
  }
}

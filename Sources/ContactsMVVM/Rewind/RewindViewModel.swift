import ContactsDomain
import ContactsPresentation
import Observation

/// The rewind screen's state: the rows it shows, loaded from the repository.
@Observable
public final class RewindViewModel {
  private let repository: any ContactRepository
  private let limit: Int

  /// The rows shown; empty until loaded.
  public private(set) var rows: [ContactViewModel] = []
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
      rows = page.contacts.map(ContactViewModel.init)
      failure = nil
    } catch {
      rows = []
      failure = AppFailure("Could not load rewind", error)
    }
  }
}

import ContactsDomain
import ContactsPresentation
import Observation

/// The duplicates screen's state: the pairs of contacts that may be one person, found over
/// every contact of the repository.
@Observable
public final class DuplicatesViewModel {
  private let repository: any ContactRepository
  private let request: DuplicatesRequest

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: DuplicatesScreen?
  /// Why loading failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// A screen that shows the pairs `request` asks for.
  public init(repository: any ContactRepository, request: DuplicatesRequest) {
    self.repository = repository
    self.request = request
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      screen = try await DuplicatesScreen.load(request, from: repository.exportSnapshot())
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.findDuplicates, error)
    }
  }
}

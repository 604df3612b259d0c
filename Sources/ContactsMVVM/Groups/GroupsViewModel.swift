import ContactsApp
import ContactsDomain
import ContactsPresentation
import Observation

/// The groups screen's state: every group and its count, as `GroupsScreen` orders them.
@Observable
public final class GroupsViewModel {
  private let repository: any ContactRepository

  /// What the screen shows once loaded; nil before, and when loading failed.
  public private(set) var screen: GroupsScreen?
  /// Why loading failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  public init(repository: any ContactRepository) {
    self.repository = repository
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      screen = GroupsScreen(try await repository.groups())
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.loadGroups, error)
    }
  }
}

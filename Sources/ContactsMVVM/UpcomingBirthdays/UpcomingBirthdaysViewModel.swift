import ContactsDomain
import ContactsPresentation
import Observation

/// The upcoming birthdays screen's state: the birthdays of a window of days, loaded from the
/// repository.
@Observable
public final class UpcomingBirthdaysViewModel {
  private let repository: any ContactRepository
  private let window: BirthdayWindow
  private let limit: Int

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: UpcomingBirthdaysScreen?
  /// Why loading failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when loading failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// A screen that shows up to `limit` of the birthdays falling in `window`.
  public init(
    repository: any ContactRepository, window: BirthdayWindow,
    limit: Int = PageRequest.defaultLimit
  ) {
    self.repository = repository
    self.window = window
    self.limit = limit
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      screen = try await UpcomingBirthdaysScreen.load(window: window, limit: limit) {
        try await repository.birthdays(in: window, limit: $0)
      }
      failure = nil
    } catch {
      screen = nil
      failure = AppFailure(.loadBirthdays, error)
    }
  }
}

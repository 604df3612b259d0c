import ContactsPresentation
import ContactsVIPER

/// Records what the upcoming birthdays presenter told its view.
public final class UpcomingBirthdaysViewSpy: UpcomingBirthdaysViewInterface {
  public enum Call: Equatable {
    case birthdays(UpcomingBirthdaysScreen)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showBirthdays(_ screen: UpcomingBirthdaysScreen) { calls.append(.birthdays(screen)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

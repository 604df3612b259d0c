import ContactsPresentation
import ContactsVIPER

/// Records what the Rewind presenter told its view.
public final class RewindViewSpy: RewindViewInterface {
  public enum Call: Equatable {
    case screen(RewindScreen)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showScreen(_ screen: RewindScreen) { calls.append(.screen(screen)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

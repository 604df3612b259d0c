import ContactsPresentation
import ContactsVIPER

/// Records what the History presenter told its view.
public final class HistoryViewSpy: HistoryViewInterface {
  public enum Call: Equatable {
    case screen(HistoryScreen)
    case version(HistoryScreen.Row)
    case outcome(TrashOutcome)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showScreen(_ screen: HistoryScreen) { calls.append(.screen(screen)) }
  public func showVersion(_ version: HistoryScreen.Row) { calls.append(.version(version)) }
  public func showOutcome(_ outcome: TrashOutcome) { calls.append(.outcome(outcome)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

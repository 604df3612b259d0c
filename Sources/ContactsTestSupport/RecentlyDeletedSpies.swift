import ContactsPresentation
import ContactsVIPER

/// Records what the Recently deleted presenter told its view.
public final class RecentlyDeletedViewSpy: RecentlyDeletedViewInterface {
  public enum Call: Equatable {
    case screen(RecentlyDeletedScreen)
    case outcome(TrashOutcome)
    case offer(UndoOffer?)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showScreen(_ screen: RecentlyDeletedScreen) { calls.append(.screen(screen)) }
  public func showOutcome(_ outcome: TrashOutcome) { calls.append(.outcome(outcome)) }
  public func showUndoOffer(_ offer: UndoOffer?) { calls.append(.offer(offer)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

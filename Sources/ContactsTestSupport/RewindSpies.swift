import ContactsPresentation
import ContactsVIPER

/// Records what the rewind presenter told its view.
public final class RewindViewSpy: RewindViewInterface {
  public enum Call: Equatable {
    case rows([ContactViewModel])
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showRows(_ rows: [ContactViewModel]) { calls.append(.rows(rows)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

import ContactsPresentation
import ContactsVIPER

/// Records what the books presenter told its view.
public final class BooksViewSpy: BooksViewInterface {
  public enum Call: Equatable {
    case screen(BooksScreen)
    case error(AppFailure)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showScreen(_ screen: BooksScreen) { calls.append(.screen(screen)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure)) }
}

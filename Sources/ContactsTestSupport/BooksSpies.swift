import ContactsPresentation
import ContactsVIPER

/// Records what the Books presenter told its view.
public final class BooksViewSpy: BooksViewInterface {
  public enum Call: Equatable {
    case screen(BooksScreen)
    case added(BookRow)
    case question(BookRow)
    case removed(BookRow)
    case error(AppFailure)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showScreen(_ screen: BooksScreen) { calls.append(.screen(screen)) }
  public func showAdded(_ row: BookRow) { calls.append(.added(row)) }
  public func showRemoveQuestion(_ row: BookRow) { calls.append(.question(row)) }
  public func showRemoved(_ row: BookRow) { calls.append(.removed(row)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure)) }
}

extension ReferenceBookShelf {
  /// A shelf around an empty book `contacts` of `default`, holding `family` ("Family") too.
  public static func withFamily() async throws -> ReferenceBookShelf {
    let shelf = ReferenceBookShelf(around: ReferenceStore())
    _ = try await shelf.makeBook("family", displayName: "Family", of: "default")
    return shelf
  }
}

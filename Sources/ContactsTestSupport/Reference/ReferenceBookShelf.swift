import ContactsDomain
import Foundation

/// A shelf of books held in memory, as plainly as possible: the database's own book `served`
/// (named `defaultName`, owned by `defaultOwner`) and each other book a `ReferenceStore` of its
/// own. The behaviour spec drives the Books screen over it on every store; `FileBookShelf` is
/// the one `contacts serve` keeps, in files.
public actor ReferenceBookShelf: BookShelf {
  private struct Kept {
    let owner: String
    let name: String
    var displayName: String?
    let book: any ServedAddressBook
  }

  private let clock: @Sendable () -> Date
  public nonisolated let defaultName: String
  public nonisolated let defaultOwner: String
  /// Every book, the database's own first.
  private var kept: [Kept]

  /// The shelf around `served`, the book `defaultName` of `defaultOwner`; new books' changes
  /// happen at `clock`'s time.
  public init(
    around served: any ServedAddressBook, named defaultName: String = "contacts",
    of defaultOwner: String = "default", clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.clock = clock
    self.defaultName = defaultName
    self.defaultOwner = defaultOwner
    kept = [Kept(owner: defaultOwner, name: defaultName, displayName: nil, book: served)]
  }

  public func books(of owner: String) async throws -> [ShelvedBook] {
    kept.filter { $0.owner == owner }.sorted { $0.name < $1.name }.map {
      ShelvedBook(name: $0.name, displayName: $0.displayName)
    }
  }

  public func book(_ name: String, of owner: String) async throws -> (any ServedAddressBook)? {
    index(of: name, owner).map { kept[$0].book }
  }

  public func makeBook(_ name: String, displayName: String?, of owner: String) async throws
    -> ShelvedBook
  {
    try BookShelfError.check(name)
    guard index(of: name, owner) == nil else { throw BookShelfError.exists(name: name) }
    kept.append(
      Kept(
        owner: owner, name: name, displayName: displayName, book: ReferenceStore(clock: clock)))
    return ShelvedBook(name: name, displayName: displayName)
  }

  public func removeBook(_ name: String, of owner: String) async throws {
    guard defaultBook(of: owner) != name else {
      throw BookShelfError.isTheDefaultBook(name: name)
    }
    guard let index = index(of: name, owner) else { throw BookShelfError.notFound(name: name) }
    kept.remove(at: index)
  }

  public func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String)
    async throws
  {
    guard let index = index(of: name, owner) else { throw BookShelfError.notFound(name: name) }
    kept[index].displayName = displayName
  }

  public nonisolated func defaultBook(of owner: String) -> String? {
    owner == defaultOwner ? defaultName : nil
  }

  private func index(of name: String, _ owner: String) -> Int? {
    kept.firstIndex { $0.owner == owner && $0.name == name }
  }
}

import ContactsDomain

/// An owner's books held in memory (`InMemoryServedBook`s): the smallest honest `BookShelf`,
/// for the DAV routes' tests until the stores answer the port (helper `servedstore`'s part).
public actor InMemoryShelf: BookShelf {
  private var shelves: [String: [String: (book: InMemoryServedBook, displayName: String?)]] = [:]
  private var madeBooks = 0

  public init() {}

  /// The book `name` of `owner`, made empty when there is none: for a test to reach into.
  public func seeded(_ name: String, of owner: String = soleOwner) -> InMemoryServedBook {
    if let book = shelves[owner]?[name] { return book.book }
    madeBooks += 1
    let book = InMemoryServedBook(epoch: "e\(madeBooks)")
    shelves[owner, default: [:]][name] = (book, nil)
    return book
  }

  public func books(of owner: String) -> [ShelvedBook] {
    (shelves[owner] ?? [:]).map { ShelvedBook(name: $0.key, displayName: $0.value.displayName) }
      .sorted { $0.name < $1.name }
  }

  public func book(_ name: String, of owner: String) -> (any ServedAddressBook)? {
    shelves[owner]?[name]?.book
  }

  public func makeBook(_ name: String, displayName: String?, of owner: String) throws
    -> ShelvedBook
  {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
      throw BookShelfError.badName(name: name)
    }
    guard shelves[owner]?[name] == nil else { throw BookShelfError.exists(name: name) }
    _ = seeded(name, of: owner)
    shelves[owner]?[name]?.displayName = displayName
    return ShelvedBook(name: name, displayName: displayName)
  }

  public func removeBook(_ name: String, of owner: String) throws {
    guard shelves[owner]?[name] != nil else { throw BookShelfError.notFound(name: name) }
    shelves[owner]?[name] = nil
  }

  public func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String)
    throws
  {
    guard shelves[owner]?[name] != nil else { throw BookShelfError.notFound(name: name) }
    shelves[owner]?[name]?.displayName = displayName
  }
}

import ContactsDomain

/// The shelf of a database that keeps one book (PostgreSQL's): its owner's, named "contacts",
/// and no other; making or removing a book is refused, naming it is not.
struct OneBookShelf: BookShelf {
  static let name = "contacts"

  let book: any ServedAddressBook
  let owner: String

  func books(of owner: String) async throws -> [ShelvedBook] {
    guard owner == self.owner else { return [] }
    return [ShelvedBook(name: Self.name, displayName: try await book.servedDisplayName())]
  }

  func book(_ name: String, of owner: String) async throws -> (any ServedAddressBook)? {
    owner == self.owner && name == Self.name ? book : nil
  }

  func makeBook(_ name: String, displayName: String?, of owner: String) async throws
    -> ShelvedBook
  {
    throw BookShelfError.unavailable
  }

  func removeBook(_ name: String, of owner: String) async throws {
    throw owner == self.owner && name == Self.name
      ? BookShelfError.isTheDefaultBook(name: name) : BookShelfError.notFound(name: name)
  }

  func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String)
    async throws
  {
    guard owner == self.owner, name == Self.name else { throw BookShelfError.notFound(name: name) }
    try await book.setServedDisplayName(displayName)
  }

  func defaultBook(of owner: String) -> String? { owner == self.owner ? Self.name : nil }
}

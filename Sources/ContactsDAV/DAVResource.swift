import ContactsDomain

/// A resource with what its properties are made of, as PROPFIND and REPORT describe it.
enum DAVResource: Sendable {
  case root(user: String)
  case principal(owner: String)
  case home(owner: String)
  case book(owner: String, ShelvedBook, ServedState)
  /// A card, with the bytes GET serves when a property needs them (`getcontentlength`).
  case card(owner: String, book: String, ServedEntry, bytes: [UInt8]?)
  /// A collection or file of the home's plain area.
  case plain(owner: String, PlainResource)

  var path: DAVPath {
    switch self {
    case .root: .root
    case .principal(let owner): .principal(owner: owner)
    case .home(let owner): .home(owner: owner)
    case .book(let owner, let book, _): .book(owner: owner, book: book.name)
    case .card(let owner, let book, let entry, _):
      .card(owner: owner, book: book, card: entry.name)
    case .plain(let owner, let resource): .plain(owner: owner, path: resource.path)
    }
  }

  /// The href of the resource: its path's, a plain collection's ending in `/` as every other
  /// collection's does.
  var href: String {
    guard case .plain(_, let resource) = self, resource.isCollection else { return path.href }
    return path.href + "/"
  }

  /// Whose request it answers: the owner of the principal every resource names.
  var user: String {
    switch self {
    case .root(let user): user
    case .principal(let owner), .home(let owner), .book(let owner, _, _),
      .card(let owner, _, _, _), .plain(let owner, _):
      owner
    }
  }
}

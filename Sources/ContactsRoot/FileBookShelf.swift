import ContactsDomain
import ContactsStore
import Foundation

/// The books a server offers, as database files: the database it was started on (`D`) is the
/// book named by its file stem, owned by `defaultOwner`; every other book is
/// `<D without .sqlite>.books/<owner>/<name>.sqlite`, `/`, `%` and control characters of owner
/// and name percent-encoded. A book keeps its display name in its own database. Opened books
/// are kept open, up to `openLimit` of them, the least recently used closed first.
public actor FileBookShelf: BookShelf {
  private let defaultBook: ContactDatabase
  private let defaultPath: String
  /// The owner of the database itself.
  public nonisolated let defaultOwner: String
  private let openLimit: Int
  /// The books open, by path, the most recently used last.
  private var open: [(path: String, book: ContactDatabase)] = []

  /// The shelf around `book`, the database at `path`, which belongs to `defaultOwner`.
  init(defaultBook book: ContactDatabase, path: String, defaultOwner: String, openLimit: Int = 16) {
    defaultBook = book
    defaultPath = path
    self.defaultOwner = defaultOwner
    self.openLimit = max(1, openLimit)
  }

  /// The plain WebDAV area of every owner's home, kept in the database itself beside the
  /// accounts.
  public nonisolated var plainFiles: any PlainFiles { defaultBook }

  /// The default book's name: its file's name without `.sqlite` (`contacts`).
  public nonisolated var defaultName: String {
    let file = (defaultPath as NSString).lastPathComponent
    return file.hasSuffix(".sqlite") ? String(file.dropLast(7)) : file
  }

  /// The folder every other book's owner has a folder in.
  public nonisolated var folder: String {
    (defaultPath.hasSuffix(".sqlite") ? String(defaultPath.dropLast(7)) : defaultPath) + ".books"
  }

  /// The folder of `owner`'s books (but the database itself): `<folder>/<owner>`.
  public nonisolated func folder(of owner: String) throws(BookShelfError) -> String {
    "\(folder)/\(try Self.fileName(owner))"
  }

  public func books(of owner: String) async throws -> [ShelvedBook] {
    var books: [ShelvedBook] = []
    let names = (owner == defaultOwner ? [defaultName] : []) + (try folderBookNames(of: owner))
    for name in names.sorted() {
      guard let book = try opened(name, of: owner) else { continue }
      books.append(ShelvedBook(name: name, displayName: try await book.servedDisplayName()))
    }
    return books
  }

  /// Removes every book of `owner` but the database itself, each file with its `-wal` and
  /// `-shm`, then their folder when nothing else is left in it, and every plain collection of
  /// the home (an account of the same name made later starts with nothing of them); returns
  /// the names of the books removed, in name order.
  public func removeBooks(of owner: String) async throws -> [String] {
    let folder = try folder(of: owner)
    let names = try folderBookNames(of: owner)
    for name in names { try await removeBook(name, of: owner) }
    for collection in try await defaultBook.plainMembers(of: [], of: owner) {
      try await defaultBook.removePlain(at: collection.path, of: owner, when: .none)
    }
    if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
      try FileManager.default.removeItem(atPath: folder)
    }
    return names
  }

  public func book(_ name: String, of owner: String) async throws -> (any ServedAddressBook)? {
    try opened(name, of: owner)
  }

  public func makeBook(_ name: String, displayName: String?, of owner: String) async throws
    -> ShelvedBook
  {
    try BookShelfError.check(name)
    let path = try self.path(of: name, owner: owner)
    // A plain collection of the home has its URL already: the book would hide behind it.
    guard !isDefault(name, owner), !FileManager.default.fileExists(atPath: path),
      try await defaultBook.plainResource(at: [name], of: owner) == nil
    else { throw BookShelfError.exists(name: name) }
    try FileManager.default.createDirectory(
      atPath: try folder(of: owner), withIntermediateDirectories: true)
    let book = try ContactDatabase.openFile(at: path)
    keep(book, at: path)
    if let displayName { try await book.setServedDisplayName(displayName) }
    return ShelvedBook(name: name, displayName: displayName)
  }

  public func removeBook(_ name: String, of owner: String) async throws {
    guard !isDefault(name, owner) else { throw BookShelfError.isTheDefaultBook(name: name) }
    guard (try? BookShelfError.check(name)) != nil,
      let path = try? self.path(of: name, owner: owner),
      FileManager.default.fileExists(atPath: path)
    else { throw BookShelfError.notFound(name: name) }
    open.removeAll { $0.path == path }
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      try FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  public func setDisplayName(_ displayName: String?, ofBook name: String, of owner: String)
    async throws
  {
    guard let book = try opened(name, of: owner) else {
      throw BookShelfError.notFound(name: name)
    }
    try await book.setServedDisplayName(displayName)
  }

  public nonisolated func defaultBook(of owner: String) -> String? {
    owner == defaultOwner ? defaultName : nil
  }

  // MARK: - Private

  private nonisolated func isDefault(_ name: String, _ owner: String) -> Bool {
    owner == defaultOwner && name == defaultName
  }

  /// `text` as a file name's stem (`/`, `%` and control characters percent-encoded, the rest
  /// kept); `.badName` when the file and its `-wal` would not fit in a file name's 255 bytes.
  private static func fileName(_ text: String) throws(BookShelfError) -> String {
    var stem = ""
    for scalar in text.unicodeScalars {
      guard scalar == "/" || scalar == "%" || scalar.properties.generalCategory == .control else {
        stem.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 { stem += String(format: "%%%02X", byte) }
    }
    guard stem.utf8.count + ".sqlite-wal".utf8.count <= 255 else { throw .badName(name: text) }
    return stem
  }

  private func path(of name: String, owner: String) throws(BookShelfError) -> String {
    "\(try folder(of: owner))/\(try Self.fileName(name)).sqlite"
  }

  /// The names of `owner`'s books kept in its folder (every book but the database itself), in
  /// name order, without opening them: each `.sqlite` file whose stem is a name's file name.
  public nonisolated func folderBookNames(of owner: String) throws -> [String] {
    let folder = try folder(of: owner)
    guard FileManager.default.fileExists(atPath: folder) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder).compactMap { file in
      guard file.hasSuffix(".sqlite") else { return nil }
      let stem = String(file.dropLast(7))
      guard let name = stem.removingPercentEncoding, (try? Self.fileName(name)) == stem,
        (try? BookShelfError.check(name)) != nil, !isDefault(name, owner)
      else { return nil }
      return name
    }.sorted()
  }

  /// The book `name` of `owner`, opened (or kept open); nil when there is none.
  private func opened(_ name: String, of owner: String) throws -> ContactDatabase? {
    if isDefault(name, owner) { return defaultBook }
    guard (try? BookShelfError.check(name)) != nil,
      let path = try? self.path(of: name, owner: owner)
    else { return nil }
    if let index = open.firstIndex(where: { $0.path == path }) {
      let book = open.remove(at: index)
      open.append(book)
      return book.book
    }
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let book = try ContactDatabase.openFile(at: path)
    keep(book, at: path)
    return book
  }

  private func keep(_ book: ContactDatabase, at path: String) {
    open.append((path, book))
    if open.count > openLimit { open.removeFirst(open.count - openLimit) }
  }
}

import Foundation

/// Where an owner's books live beside the served database D: `<D without .sqlite>.books/<owner>/`,
/// one `<percent-encoded book name>.sqlite` each.
public struct ServedBooksFolder: Sendable {
  /// The folder's path.
  public let path: String

  /// The folder of `owner`'s books beside the database at `databasePath`.
  public init(owner: String, databasePath: String) {
    let database = URL(fileURLWithPath: databasePath)
    let stem =
      database.pathExtension == "sqlite"
      ? database.deletingPathExtension().path : database.path
    path = stem + ".books/" + owner
  }

  /// The names of the books in it, in name order; none when it does not exist.
  public func bookNames() throws -> [String] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: path)
      .filter { $0.hasSuffix(".sqlite") }
      .map { String($0.dropLast(".sqlite".count)) }
      .map { $0.removingPercentEncoding ?? $0 }
      .sorted()
  }

  /// Removes the folder with every book in it (and the files SQLite keeps beside them).
  public func remove() throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    try FileManager.default.removeItem(atPath: path)
  }
}

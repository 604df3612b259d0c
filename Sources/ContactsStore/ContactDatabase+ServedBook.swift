import ContactsDomain
import GRDB

// What a book on a server's shelf keeps of itself (`ServedSchema`'s `servedBook`).
extension ContactDatabase {
  /// What the book is called where it is served (DAV `displayname`); nil when nothing is set.
  public func servedDisplayName() async throws -> String? {
    try await read { db in
      try String.fetchOne(db, sql: "SELECT displayName FROM servedBook")
    }
  }

  /// Sets what the book is called where it is served (nil: nothing, its name shows).
  public func setServedDisplayName(_ displayName: String?) async throws {
    try await write { db in
      try db.execute(sql: "UPDATE servedBook SET displayName = ?", arguments: [displayName])
    }
  }
}

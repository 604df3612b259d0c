import ContactsDomain
import GRDB

// What a book on a server's shelf keeps of itself (`ServedSchema`'s `servedBook`): what it is
// called where it is served (`ServedAddressBook`).
extension ContactDatabase {
  public func servedDisplayName() async throws -> String? {
    try await read { db in
      try String.fetchOne(db, sql: "SELECT displayName FROM servedBook")
    }
  }

  public func setServedDisplayName(_ displayName: String?) async throws {
    try await write { db in
      try db.execute(sql: "UPDATE servedBook SET displayName = ?", arguments: [displayName])
    }
  }
}

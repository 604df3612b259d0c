import ContactsDomain
import GRDB

extension ContactDatabase {
  public func photo(id: Contact.ID) async throws -> ContactPhoto? {
    try await read { db in
      guard try ContactRecord.exists(db, key: id) else { throw ContactStoreError.notFound(id) }
      return try PhotoQueries.photo(id: id, in: db)
    }
  }

  /// Sets or removes the photo, and stamps the contact as changed (sync sends it again) when
  /// that changed it.
  public func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws {
    let now = clock()
    try await write { db in
      guard try ContactRecord.exists(db, key: id) else { throw ContactStoreError.notFound(id) }
      let log = try ChangeLog.begin(.photo, at: now, in: db)
      try log.keep(id)
      guard try PhotoQueries.make(PhotoChange(photo), id: id, log: log, in: db) else {
        return try log.discard()
      }
      try log.end(name: try ContactQueries.shownName(id: id, in: db), count: 1)
    }
  }
}

import GRDB

/// How `ContactQueries.page` reads the rows on one side of a position, in list order: the whole
/// list (`Walk`) or one group (`GroupWalk`). A key is a condition on `sortKey` and `id`.
protocol ListWalk {
  /// Up to `limit` rows meeting `key`, from the nearest on in `direction`.
  func fetch(_ key: SQL, _ direction: Walk.Direction, _ limit: Int, _ db: Database) throws
    -> [ContactRecord]
  /// Whether any row meets `key`.
  func exists(_ key: SQL, _ direction: Walk.Direction, _ db: Database) throws -> Bool
}

import GRDB

/// v23: a contact moved in the list to make room for another is not a changed contact. Its
/// update trigger (`ChangeSchema.triggers`) stamped every write, the list position's too, so a
/// neighbour of an added contact looked changed to undo (an earlier change of it was then kept
/// as "changed since") and to sync.
enum PlacementStampSchema {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v23: a list position is not a change") { db in
      try db.execute(sql: ChangeSchema.droppedTriggers)
      try db.execute(sql: ChangeSchema.triggers)
    }
  }
}

import GRDB

/// v27: one search index. The id-keyed trigram index of v2 (`contactSearch`, positions and all)
/// is dropped: the list-order index (`contactListSearch`, see `ListPositionSchema`) answers both
/// of search's questions — which contacts match, when few (`SearchFilter.candidates`, each row
/// checked), and a window of many, read from its start. An import then fills one index instead of two
/// (the id-keyed one was 30 % of the import writer's time at 300,000 realistic cards), and the
/// book is smaller by that index.
enum OneSearchIndexSchema {
  /// Registers the migration; called at the end of `Schema.migrator`.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v27: one search index, in list order") { db in
      try db.execute(
        sql: """
          DROP TRIGGER contact_search_insert; DROP TRIGGER contact_search_delete;
          DROP TRIGGER contact_search_update; DROP TABLE contactSearch;
          """)
    }
  }
}

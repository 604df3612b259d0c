import GRDB

/// Posting lists in list order: each contact's `listPosition`, an integer that sorts as
/// `(sortKey, id)` does, and `contactListSearch`, a trigram index keyed by it. A search window
/// reads the index from the window's first position on and stops at the window's end, wherever
/// in the list the matches sit: a first name shared by 3 % of a million, sorted into one block
/// mid-list, costs as little as one at the top.
///
/// The index is contentless with `detail=none` (no token positions, half the size): a term is
/// looked up as all its trigrams at once, and each row found is checked against its search text
/// (`SearchFilter.probe`). The id-keyed `contactSearch` stays beside it, for a glance at how many
/// match: a rare phrase of common trigrams is found there at once, where here the trigrams'
/// lists would be leapfrogged far.
///
/// Positions are `spacing` apart when numbered, so a contact added between two takes the middle
/// (`ListPositions.place`); when no integer is left between them, their neighbours move.
enum ListPositionSchema {
  /// The distance between positions numbered afresh: room for five contacts added one after
  /// the other into one gap before its neighbours move (`ListPositions.place`). Small, because
  /// the index stores the differences between positions: numbered 2^16 apart, it took 2.3×
  /// the space (35 MB for 200,000 contacts, against 15.6 MB at 32).
  static let spacing: Int64 = 32

  /// The triggers that keep `contactListSearch` in step with `contact`, so that a write from
  /// another program leaves it right. A row without a position (just inserted, or renamed: the
  /// update clears it, which does not fire the trigger again) is left out of the index until
  /// `ListPositions.place` gives it one.
  static let triggers = """
    CREATE TRIGGER contact_position_insert AFTER INSERT ON contact
    WHEN new.listPosition IS NOT NULL BEGIN
      INSERT INTO contactListSearch(rowid, text) VALUES (new.listPosition, new.searchText);
    END;
    CREATE TRIGGER contact_position_delete AFTER DELETE ON contact
    WHEN old.listPosition IS NOT NULL BEGIN
      INSERT INTO contactListSearch(contactListSearch, rowid, text)
        VALUES ('delete', old.listPosition, old.searchText);
    END;
    CREATE TRIGGER contact_position_update AFTER UPDATE OF searchText, listPosition, sortKey
    ON contact WHEN old.listPosition IS NOT new.listPosition
      OR old.searchText IS NOT new.searchText OR old.sortKey IS NOT new.sortKey BEGIN
      INSERT INTO contactListSearch(contactListSearch, rowid, text)
        SELECT 'delete', old.listPosition, old.searchText WHERE old.listPosition IS NOT NULL;
      INSERT INTO contactListSearch(rowid, text)
        SELECT new.listPosition, new.searchText
        WHERE new.listPosition IS NOT NULL AND old.sortKey IS new.sortKey;
      UPDATE contact SET listPosition = NULL
        WHERE id = new.id AND old.sortKey IS NOT new.sortKey AND new.listPosition IS NOT NULL;
    END;
    """

  static let droppedTriggers = """
    DROP TRIGGER contact_position_insert; DROP TRIGGER contact_position_delete;
    DROP TRIGGER contact_position_update;
    """

  /// Registers the migration; called at the end of `Schema.migrator`.
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v16: search, posting lists in list order") { db in
      try db.execute(
        sql: """
          ALTER TABLE contact ADD COLUMN listPosition INTEGER;
          CREATE UNIQUE INDEX contact_on_listPosition ON contact(listPosition);
          CREATE VIRTUAL TABLE contactListSearch USING fts5(
            text, content = '', detail = none, columnsize = 0, tokenize = 'trigram');
          \(triggers)
          """)
      try numberAll(in: db)
    }
  }

  /// Numbers every contact afresh, `spacing` apart in list order, and fills the index again,
  /// numbering the same way down the list index (which holds the search text) rather than
  /// reading each row's new position back: for a new column or a bulk import.
  static func numberAll(in db: Database) throws {
    // Without the triggers: each row would leave and enter the index one by one. Without the
    // unique index: numbers would collide half-way. Neither is a change of a contact.
    try db.execute(
      sql: """
        \(droppedTriggers)
        \(ChangeSchema.droppedTriggers)
        DROP INDEX contact_on_listPosition;
        INSERT INTO contactListSearch(contactListSearch) VALUES ('delete-all');
        UPDATE contact SET listPosition = ranked.position
        FROM (SELECT id, row_number() OVER (ORDER BY sortKey, id) * \(spacing) AS position
              FROM contact) AS ranked
        WHERE contact.id = ranked.id;
        CREATE UNIQUE INDEX contact_on_listPosition ON contact(listPosition);
        INSERT INTO contactListSearch(rowid, text)
          SELECT row_number() OVER (ORDER BY sortKey, id) * \(spacing), searchText FROM contact;
        \(triggers)
        \(ChangeSchema.triggers)
        """)
  }
}

import ContactsDomain
import PostgresNIO

/// The versioned schema of a PostgreSQL book. Never edit a listed migration: add the next one.
///
/// Migrations run under a session-level advisory lock, so however many servers start together on
/// one database, one applies them and the others find them applied; each runs in a transaction
/// with its row in `contacts_migration`, so a server killed midway leaves the one before whole.
enum PostgresSchema {
  struct Migration: Sendable {
    let name: String
    let statements: [PostgresQuery]
  }

  static let migrations: [Migration] = [
    Migration(
      name: "v1: accounts",
      statements: [
        // The server's accounts: a name, the password's bcrypt hash (never the password), when
        // it was made, and whether it owns the served book (the first one added).
        """
        CREATE TABLE account (
          name text PRIMARY KEY COLLATE "C",
          password_hash text NOT NULL,
          created_at double precision NOT NULL,
          owns_served_book boolean NOT NULL DEFAULT false,
          added bigserial NOT NULL
        )
        """
      ]),
    Migration(
      name: "v2: plain files",
      statements: [
        // The plain WebDAV area of each account's home (`PlainFiles`): one row per collection
        // or file, keyed by owner and path (segments joined by `/`, which no segment holds, in
        // byte order as SQLite keeps them), with its parent's path for listings, and a file's
        // body, content type and entity tag.
        """
        CREATE TABLE plain_resource (
          owner text COLLATE "C" NOT NULL,
          path text COLLATE "C" NOT NULL,
          parent text COLLATE "C" NOT NULL,
          is_collection boolean NOT NULL,
          content_type text,
          body bytea,
          length bigint NOT NULL DEFAULT 0,
          etag text,
          modified double precision NOT NULL,
          PRIMARY KEY (owner, path)
        )
        """,
        "CREATE INDEX plain_resource_parent ON plain_resource (owner, parent, path)",
      ]),
    Migration(
      name: "v3: sync accounts, records and conflicts",
      statements: [
        // Sync's memory beside the book (`SyncLedger`): the accounts (never a password), what
        // both sides last agreed on per card, and the conflicts waiting for the user.
        """
        CREATE TABLE sync_account (
          name text PRIMARY KEY COLLATE "C",
          url text NOT NULL,
          username text NOT NULL,
          password_command text,
          address_book_url text,
          sync_token text,
          read_only_notice_given boolean NOT NULL DEFAULT false,
          timeout_seconds bigint,
          seen_seq bigint
        )
        """,
        """
        CREATE TABLE sync_record (
          account text NOT NULL REFERENCES sync_account (name) ON DELETE CASCADE,
          href text NOT NULL,
          uid text NOT NULL,
          etag text,
          local_digest text NOT NULL,
          server_digest text NOT NULL,
          agreed text NOT NULL,
          skip_reason text,
          PRIMARY KEY (account, href)
        )
        """,
        "CREATE INDEX sync_record_uid ON sync_record (account, uid)",
        """
        CREATE TABLE sync_conflict (
          id bigserial PRIMARY KEY,
          account text NOT NULL REFERENCES sync_account (name) ON DELETE CASCADE,
          uid text NOT NULL,
          contact_name text NOT NULL,
          field text NOT NULL,
          mine text NOT NULL,
          server text NOT NULL
        )
        """,
        "CREATE INDEX sync_conflict_account ON sync_conflict (account)",
      ]),
    Migration(
      name: "v4: contacts",
      statements: [
        "CREATE EXTENSION IF NOT EXISTS pg_trgm",
        // The book's one row: when its history began (set by its first write), how long a
        // deleted contact is kept, the highest stamp given, and how many contacts the list
        // holds (what a window's place says without counting them).
        """
        CREATE TABLE book (
          one boolean PRIMARY KEY DEFAULT true CHECK (one),
          born double precision,
          keep_days integer NOT NULL DEFAULT 30,
          stamp bigint NOT NULL DEFAULT 0,
          live_count bigint NOT NULL DEFAULT 0
        )
        """,
        "INSERT INTO book DEFAULT VALUES",
        // Every contact, in the list (live) or in Recently deleted (trashed_at): its card as
        // JSON (`PostgresCard`), and the columns the list, search, groups and sync read:
        // `ContactSortKey`'s raw value compared byte by byte ("C"), `SearchText`'s text.
        """
        CREATE TABLE contact (
          id bigserial PRIMARY KEY,
          uid text COLLATE "C" NOT NULL,
          bare_uid text COLLATE "C" NOT NULL,
          live boolean NOT NULL,
          trashed_at double precision,
          stamp bigint,
          sort_key text COLLATE "C" NOT NULL,
          search_text text COLLATE "C" NOT NULL,
          own_groups text[] COLLATE "C" NOT NULL,
          birthday_key integer,
          photo_digest text,
          card text NOT NULL
        )
        """,
        "CREATE INDEX contact_order ON contact (sort_key, id) WHERE live",
        "CREATE INDEX contact_search ON contact USING gin (search_text gin_trgm_ops) WHERE live",
        "CREATE INDEX contact_groups ON contact USING gin (own_groups) WHERE live",
        "CREATE INDEX contact_uid ON contact (uid)",
        "CREATE INDEX contact_bare_uid ON contact (bare_uid) WHERE live",
        "CREATE INDEX contact_stamp ON contact (stamp, id) WHERE live",
        "CREATE INDEX contact_birthday ON contact (birthday_key) WHERE live",
        "CREATE INDEX contact_trashed ON contact (trashed_at, id) WHERE NOT live",
        // Photos by digest: a contact, a version or a change's snapshot names one.
        "CREATE TABLE photo (digest text PRIMARY KEY, type text NOT NULL, data bytea NOT NULL)",
        // Group cards as they came, in the order stored, and their members' bare uids.
        """
        CREATE TABLE group_card (
          uid text COLLATE "C" PRIMARY KEY, place bigserial NOT NULL,
          name text COLLATE "C" NOT NULL, card text NOT NULL)
        """,
        """
        CREATE TABLE group_member (
          card_uid text COLLATE "C" NOT NULL REFERENCES group_card ON DELETE CASCADE,
          name text COLLATE "C" NOT NULL, member text COLLATE "C" NOT NULL)
        """,
        "CREATE INDEX group_member_member ON group_member (member)",
        "CREATE INDEX group_member_card ON group_member (card_uid)",
        // The change log: each change, the contacts it touched as it found and left them, the
        // group cards it wrote, and the versions it replaced.
        """
        CREATE TABLE change (
          id bigserial PRIMARY KEY,
          kind text NOT NULL,
          at double precision NOT NULL,
          name text NOT NULL DEFAULT '',
          count integer NOT NULL DEFAULT 0,
          run_key text,
          first_stamp bigint NOT NULL,
          end_stamp bigint,
          undone boolean NOT NULL DEFAULT false,
          subject bigint
        )
        """,
        "CREATE INDEX change_at ON change (at)",
        "CREATE INDEX change_run ON change (run_key) WHERE run_key IS NOT NULL",
        """
        CREATE TABLE change_contact (
          change_id bigint NOT NULL REFERENCES change ON DELETE CASCADE,
          contact_id bigint NOT NULL,
          ord integer NOT NULL,
          before_place text,
          before_card text,
          before_photo text,
          stamp_before bigint,
          after_place text,
          same_as bigint,
          PRIMARY KEY (change_id, contact_id)
        )
        """,
        "CREATE INDEX change_contact_contact ON change_contact (contact_id)",
        """
        CREATE TABLE change_card (
          change_id bigint NOT NULL REFERENCES change ON DELETE CASCADE,
          uid text COLLATE "C" NOT NULL,
          ord integer NOT NULL,
          before text,
          after text,
          PRIMARY KEY (change_id, uid)
        )
        """,
        """
        CREATE TABLE version (
          seq bigserial PRIMARY KEY,
          contact_id bigint NOT NULL,
          change_id bigint NOT NULL,
          at double precision NOT NULL,
          replaced_by text NOT NULL,
          card text NOT NULL,
          photo_digest text
        )
        """,
        "CREATE INDEX version_contact ON version (contact_id, seq)",
        "CREATE INDEX version_at ON version (at)",
        // The uids merged into a contact kept, by the merge that did it.
        """
        CREATE TABLE merged_uid (
          seq bigserial PRIMARY KEY, uid text COLLATE "C" NOT NULL, kept_id bigint NOT NULL,
          change_id bigint NOT NULL)
        """,
        "CREATE INDEX merged_uid_uid ON merged_uid (uid)",
      ]),
    Migration(
      name: "v5: served book",
      statements: [
        // What a CardDAV server needs of the book (`ServedAddressBook`): the book's epoch (its
        // sync tokens' and entity tags' first part) and up to which stamp deletions were
        // forgotten (`ServedTokenRule`).
        """
        ALTER TABLE book ADD COLUMN epoch text NOT NULL DEFAULT gen_random_uuid()::text,
          ADD COLUMN forgotten bigint NOT NULL DEFAULT 0
        """,
        // Each card a client PUT: the name it was PUT at, its body as it came, and the stamp its
        // contact had then (served byte for byte while the contact keeps that stamp). A contact
        // made in the app has no row and is served at its uid's name (`ServedName`).
        """
        CREATE TABLE served_card (
          contact_id bigint PRIMARY KEY, name text COLLATE "C" NOT NULL UNIQUE,
          body bytea NOT NULL, body_stamp bigint NOT NULL)
        """,
        // Each contact that left the list, at a stamp of its own (the journal writes it), until
        // it comes back or, deleted from Recently deleted, is forgotten (by trigger).
        """
        CREATE TABLE served_deletion (
          seq bigint PRIMARY KEY, contact_id bigint NOT NULL, uid text COLLATE "C" NOT NULL,
          name text COLLATE "C")
        """,
        "CREATE INDEX served_deletion_contact ON served_deletion (contact_id)",
        "CREATE INDEX served_deletion_name ON served_deletion (name)",
        "CREATE INDEX served_deletion_uid ON served_deletion (uid) WHERE name IS NULL",
        """
        CREATE FUNCTION served_forget() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE book SET forgotten = greatest(forgotten, coalesce(
            (SELECT max(seq) FROM served_deletion WHERE contact_id = OLD.id), 0));
          DELETE FROM served_deletion WHERE contact_id = OLD.id;
          RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER served_forget AFTER DELETE ON contact
        FOR EACH ROW WHEN (NOT OLD.live) EXECUTE FUNCTION served_forget()
        """,
        // Group cards: the stamp each took when stored anew or changed, the names clients PUT
        // them at, and those that went (at a stamp of their own, never forgotten, as in SQLite).
        "ALTER TABLE group_card ADD COLUMN stamp bigint NOT NULL DEFAULT 0",
        "CREATE INDEX group_card_stamp ON group_card (stamp, place)",
        """
        CREATE TABLE served_group_card (
          uid text COLLATE "C" PRIMARY KEY, name text COLLATE "C" NOT NULL UNIQUE)
        """,
        """
        CREATE TABLE served_group_deletion (
          seq bigint PRIMARY KEY, place bigint NOT NULL, uid text COLLATE "C" NOT NULL,
          name text COLLATE "C")
        """,
        "CREATE INDEX served_group_deletion_name ON served_group_deletion (name)",
      ]),
    Migration(
      name: "v6: the list holds the search text",
      statements: [
        // The list's order with each contact's search text: a search walks it in order and
        // reads from the table only the rows that match (`PostgresListing`); the list's own
        // windows read it as they read `contact_order`, which it replaces.
        """
        CREATE INDEX contact_list ON contact (sort_key, id) INCLUDE (search_text) WHERE live
        """,
        "DROP INDEX contact_order",
        // How many live contacts the planner expects to hold any of `patterns` (LIKE patterns):
        // its estimate from the table's statistics, for the patterns themselves (a statement
        // with bound parameters is planned for any value). `%L` quotes each as a literal.
        """
        CREATE FUNCTION search_estimate(patterns text[]) RETURNS bigint
        LANGUAGE plpgsql AS $$
        DECLARE
          plan json;
        BEGIN
          EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM contact WHERE live AND (%s)',
            (SELECT string_agg(format('search_text LIKE %L', pattern), ' OR ')
             FROM unnest(patterns) AS pattern))
          INTO plan;
          RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint;
        END $$
        """,
      ]),
    Migration(
      name: "v7: epochs and the served name",
      statements: [
        // What SQLite keeps and a move carries both ways: when the book's epoch began (ISO
        // 8601, as SQLite writes it), what the served book is called (nil: nothing set), and
        // the epoch each sync account last synced in (its token and seen stamp hold only in
        // it); accounts already kept synced in the book's one epoch.
        """
        ALTER TABLE book
          ADD COLUMN epoch_began text NOT NULL
            DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          ADD COLUMN served_name text
        """,
        "ALTER TABLE sync_account ADD COLUMN epoch text",
        "UPDATE sync_account SET epoch = (SELECT epoch FROM book)",
      ]),
    Migration(
      name: "v8: the contacts in a group",
      statements: [
        // The groups' counts (`groups()`, read by every list page) read the contacts in a
        // group, not the whole book: at a million contacts in none, 706 ms without it.
        """
        CREATE INDEX contact_grouped ON contact (id) INCLUDE (own_groups)
        WHERE live AND cardinality(own_groups) > 0
        """
      ]),
    Migration(
      name: "v9: the list's blocks",
      statements: [
        // How many contacts a block of the list holds once split (`list_block`): a block of
        // more than twice this many is split, one of fewer than half is joined to the one
        // before it. A test sets it small to split and join blocks among a few contacts.
        """
        ALTER TABLE book
          ADD COLUMN list_block_size integer NOT NULL DEFAULT 2000 CHECK (list_block_size > 1)
        """,
        // The list in blocks, each from its lower bound, a (sort_key, id) position, up to the
        // next block's, with how many live contacts it holds: a window's place is the sum of
        // the blocks wholly before it and a count inside one block (`PostgresListPlace`).
        // The first block's bound comes before every position.
        """
        CREATE TABLE list_block (
          lower_key text COLLATE "C" NOT NULL,
          lower_id bigint NOT NULL,
          live bigint NOT NULL,
          PRIMARY KEY (lower_key, lower_id)
        )
        """,
        // Splits the block at (k, i) into blocks of `list_block_size` contacts (the last one
        // holds the rest): its count is exact, so its contacts are the first that many from its
        // bound, numbered in one index-only read.
        """
        CREATE FUNCTION list_block_split(k text, i bigint) RETURNS void LANGUAGE plpgsql AS $$
        DECLARE
          size bigint := (SELECT list_block_size FROM book);
          total bigint := (
            SELECT live FROM list_block WHERE lower_key = k COLLATE "C" AND lower_id = i);
        BEGIN
          INSERT INTO list_block (lower_key, lower_id, live)
          SELECT sort_key, id, least(size, total - n) FROM (
            SELECT sort_key, id, row_number() OVER (ORDER BY sort_key, id) - 1 AS n FROM (
              SELECT sort_key, id FROM contact
              WHERE live AND (sort_key, id) >= (k COLLATE "C", i)
              ORDER BY sort_key, id LIMIT total) AS block) AS numbered
          WHERE n > 0 AND n % size = 0;
          UPDATE list_block SET live = least(size, total)
          WHERE lower_key = k COLLATE "C" AND lower_id = i;
        END $$
        """,
        // Splits the block at (k, i) when it grew past twice the size; joins it to the block
        // before it when it shrank below half (the first block has none, and stays), and mends
        // that one in turn.
        """
        CREATE FUNCTION list_block_mend(k text, i bigint) RETURNS void LANGUAGE plpgsql AS $$
        DECLARE
          size bigint := (SELECT list_block_size FROM book);
          held bigint := (
            SELECT live FROM list_block WHERE lower_key = k COLLATE "C" AND lower_id = i);
          earlier record;
        BEGIN
          IF held > 2 * size THEN
            PERFORM list_block_split(k, i);
          ELSIF held < size / 2 THEN
            SELECT lower_key, lower_id INTO earlier FROM list_block
            WHERE (lower_key, lower_id) < (k COLLATE "C", i)
            ORDER BY lower_key DESC, lower_id DESC LIMIT 1;
            IF FOUND THEN
              DELETE FROM list_block WHERE lower_key = k COLLATE "C" AND lower_id = i;
              UPDATE list_block SET live = live + held
              WHERE lower_key = earlier.lower_key AND lower_id = earlier.lower_id;
              PERFORM list_block_mend(earlier.lower_key, earlier.lower_id);
            END IF;
          END IF;
        END $$
        """,
        // Keeps the blocks' counts after every statement writing contacts, whatever wrote them
        // (the journal, an import's COPY, a move, a purge): each live row the statement left
        // counts one in its block, each live row it found counts one less; a block whose count
        // changed is mended. One pass a statement: a COPY of 5,000 contacts is one.
        """
        CREATE FUNCTION list_block_keep() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          keys text[];
          ids bigint[];
          signs integer[];
          touched_keys text[];
          touched_ids bigint[];
        BEGIN
          IF TG_OP = 'INSERT' THEN
            SELECT array_agg(sort_key), array_agg(id), array_agg(1) INTO keys, ids, signs
            FROM added WHERE live;
          ELSIF TG_OP = 'UPDATE' THEN
            SELECT array_agg(sort_key), array_agg(id), array_agg(sign) INTO keys, ids, signs
            FROM (
              SELECT sort_key, id, 1 AS sign FROM added WHERE live
              UNION ALL SELECT sort_key, id, -1 FROM gone WHERE live) AS moved;
          ELSE
            SELECT array_agg(sort_key), array_agg(id), array_agg(-1) INTO keys, ids, signs
            FROM gone WHERE live;
          END IF;
          WITH counted AS (
            UPDATE list_block b SET live = b.live + d.n FROM (
              SELECT f.lower_key, f.lower_id, sum(m.sign) AS n
              FROM unnest(keys, ids, signs) AS m(sort_key, id, sign)
              CROSS JOIN LATERAL (
                SELECT lower_key, lower_id FROM list_block
                WHERE (lower_key, lower_id) <= (m.sort_key COLLATE "C", m.id)
                ORDER BY lower_key DESC, lower_id DESC LIMIT 1) AS f
              GROUP BY f.lower_key, f.lower_id HAVING sum(m.sign) <> 0) AS d
            WHERE b.lower_key = d.lower_key AND b.lower_id = d.lower_id
            RETURNING b.lower_key, b.lower_id)
          SELECT array_agg(lower_key), array_agg(lower_id) INTO touched_keys, touched_ids
          FROM counted;
          FOR n IN 1 .. coalesce(cardinality(touched_keys), 0) LOOP
            PERFORM list_block_mend(touched_keys[n], touched_ids[n]);
          END LOOP;
          RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER list_block_added AFTER INSERT ON contact
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_block_keep()
        """,
        """
        CREATE TRIGGER list_block_moved AFTER UPDATE ON contact
        REFERENCING OLD TABLE AS gone NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION list_block_keep()
        """,
        """
        CREATE TRIGGER list_block_gone AFTER DELETE ON contact
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION list_block_keep()
        """,
        // A book's list as one block, then split: one read of the list in order.
        """
        INSERT INTO list_block (lower_key, lower_id, live)
        SELECT '', \(Int64.min), count(*) FROM contact WHERE live
        """,
        "SELECT list_block_split('', \(Int64.min))",
      ]),
    Migration(
      name: "v10: the list's first words",
      statements: [
        // A contact's first word (`W` in docs/postgres.md, "A block of matches"): the run of
        // ASCII letters and digits its sort key begins with; none when it begins otherwise.
        """
        CREATE FUNCTION list_word(sort_key text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN substring(sort_key COLLATE "C" FROM '^[a-z0-9]+')
        """,
        // The search text without its first word: each whole-word occurrence of it (one no
        // letter or digit touches) replaced by a line's end. A term is found in it, or else
        // one of the term's runs lies in the first word (docs/postgres.md gives the argument).
        """
        CREATE FUNCTION search_rest(sort_key text, search_text text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN CASE WHEN list_word(sort_key) IS NULL THEN search_text
          ELSE regexp_replace(search_text COLLATE "C",
            '(?<![a-z0-9])' || list_word(sort_key) || '(?![a-z0-9])', chr(10), 'g') END
        """,
        // The trigram index of the rest replaces the search text's: a first word's matches
        // are found in the list's order instead (`list_word`). The planner estimates a term's
        // matches in the rest from the statistics of the expression.
        """
        CREATE INDEX contact_search_rest ON contact
        USING gin (search_rest(sort_key, search_text) gin_trgm_ops) WHERE live
        """,
        "DROP INDEX contact_search",
        "CREATE STATISTICS contact_search_rest ON (search_rest(sort_key, search_text)) FROM contact",
        // How many live contacts the planner expects to hold any of `patterns` in the rest of
        // their search text: those a search finds by the trigram index and sorts.
        """
        CREATE OR REPLACE FUNCTION search_estimate(patterns text[]) RETURNS bigint
        LANGUAGE plpgsql AS $$
        DECLARE
          plan json;
        BEGIN
          EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM contact WHERE live AND (%s)',
            (SELECT string_agg(
               format('search_rest(sort_key, search_text) LIKE %L', pattern), ' OR ')
             FROM unnest(patterns) AS pattern))
          INTO plan;
          RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint;
        END $$
        """,
        // The list's first words, each with how many live contacts have it: the contacts of a
        // word are one range of the list, those whose sort key begins with it.
        """
        CREATE TABLE list_word (word text COLLATE "C" PRIMARY KEY, live bigint NOT NULL)
        """,
        // Keeps the words' counts after every statement writing contacts, as `list_block_keep`
        // keeps the blocks': each live row the statement left counts one for its word, each
        // live row it found one less; a word no live contact has any more is gone.
        """
        CREATE FUNCTION list_word_keep() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          keys text[];
          signs integer[];
          emptied text[];
        BEGIN
          IF TG_OP = 'INSERT' THEN
            SELECT array_agg(sort_key), array_agg(1) INTO keys, signs FROM added WHERE live;
          ELSIF TG_OP = 'UPDATE' THEN
            SELECT array_agg(sort_key), array_agg(sign) INTO keys, signs FROM (
              SELECT sort_key, 1 AS sign FROM added WHERE live
              UNION ALL SELECT sort_key, -1 FROM gone WHERE live) AS moved;
          ELSE
            SELECT array_agg(sort_key), array_agg(-1) INTO keys, signs FROM gone WHERE live;
          END IF;
          WITH counted AS (
            INSERT INTO list_word AS w (word, live)
            SELECT list_word(m.sort_key), sum(m.sign)
            FROM unnest(keys, signs) AS m(sort_key, sign)
            WHERE list_word(m.sort_key) IS NOT NULL
            GROUP BY 1 HAVING sum(m.sign) <> 0
            ON CONFLICT (word) DO UPDATE SET live = w.live + excluded.live
            RETURNING w.word, w.live)
          SELECT array_agg(word) INTO emptied FROM counted WHERE live = 0;
          DELETE FROM list_word WHERE word = ANY(emptied) AND live = 0;
          RETURN NULL;
        END $$
        """,
      ] + statementTriggers("list_word", calling: "list_word_keep") + [
        """
        INSERT INTO list_word (word, live)
        SELECT list_word(sort_key), count(*) FROM contact
        WHERE live AND list_word(sort_key) IS NOT NULL GROUP BY 1
        """,
        "ANALYZE contact",
      ]),
  ]

  /// Three statement-level triggers on `contact` running `function` after each statement that
  /// inserts (`name_added`), updates (`name_moved`) or deletes (`name_gone`) contacts, with the
  /// rows it left (`added`) and found (`gone`) as transition tables.
  private static func statementTriggers(_ name: String, calling function: String)
    -> [PostgresQuery]
  {
    [
      """
      CREATE TRIGGER \(unescaped: name)_added AFTER INSERT ON contact
      REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION \(unescaped: function)()
      """,
      """
      CREATE TRIGGER \(unescaped: name)_moved AFTER UPDATE ON contact
      REFERENCING OLD TABLE AS gone NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION \(unescaped: function)()
      """,
      """
      CREATE TRIGGER \(unescaped: name)_gone AFTER DELETE ON contact
      REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION \(unescaped: function)()
      """,
    ]
  }

  /// Applies the migrations `database` lacks, and returns nil; or, when a newer version of the
  /// app has migrated it further, changes nothing and returns that version's last migration.
  static func migrate(_ database: PostgresDatabase) async throws(ContactStoreError) -> String? {
    try await database.withSession { session in
      try session.execute("SELECT pg_advisory_lock(\(PostgresDatabase.migrationLock))")
      defer { _ = try? session.execute("SELECT pg_advisory_unlock_all()") }
      try session.execute(
        """
        CREATE TABLE IF NOT EXISTS contacts_migration (
          name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
        """)
      let applied = Set(
        try session.rows("SELECT name FROM contacts_migration").map { try $0.decode(String.self) })
      if let newer = applied.subtracting(migrations.map(\.name)).max() { return newer }
      for migration in migrations where !applied.contains(migration.name) {
        try session.execute("BEGIN")
        do {
          for statement in migration.statements { try session.execute(statement) }
          try session.execute("INSERT INTO contacts_migration (name) VALUES (\(migration.name))")
          try session.execute("COMMIT")
        } catch {
          _ = try? session.execute("ROLLBACK")
          throw error
        }
      }
      return nil
    }
  }
}

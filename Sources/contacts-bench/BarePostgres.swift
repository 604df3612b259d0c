import ContactsDomain
import ContactsPostgres
import Foundation
import PostgresNIO

/// The floor on PostgreSQL: the store's queries with nothing around them — no card decoded, no
/// change logged — through the same connections (`PostgresDatabase`); pgbench's own figure for the
/// first page stands beside it (`PostgresBench`).
struct BarePostgres: BareFloor {
  private let database: ContactsPostgres.PostgresDatabase

  init(url: String) throws {
    let address = try PostgresAddress(url)
    database = ContactsPostgres.PostgresDatabase(
      address: address, password: ProcessInfo.processInfo.environment["PGPASSWORD"], size: 2)
  }

  func position(at offset: Int) async throws -> ContactPosition {
    try await database.read { session in
      let row = try session.rows(
        "SELECT sort_key, id FROM contact WHERE live ORDER BY sort_key, id LIMIT 1 OFFSET \(offset)"
      )[0]
      let (sortKey, id) = try row.decode((String, Int64).self)
      return ContactPosition(sortKey: ContactSortKey(rawValue: sortKey), id: id)
    }
  }

  func page(after position: ContactPosition?) async throws {
    let (key, id) = position.map { ($0.sortKey.rawValue, $0.id) } ?? ("", Int64.min)
    _ = try await database.read { session in
      try session.rows(
        """
        SELECT id, card FROM contact WHERE live AND (sort_key, id) > (\(key)::text COLLATE "C", \(id))
        ORDER BY sort_key, id LIMIT 51
        """
      ).count
    }
  }

  func searchInListOrder(_ text: String) async throws {
    let pattern = "%" + SearchText.terms(of: text)[0] + "%"
    _ = try await database.read { session in
      try session.rows(
        """
        SELECT id, card FROM contact WHERE live AND search_text LIKE \(pattern)
        ORDER BY sort_key, id LIMIT 51
        """
      ).count
    }
  }

  func searchInPostingOrder(_ text: String) async throws {
    try await searchByIndex(text)
  }

  func searchByIndex(_ text: String) async throws {
    let pattern = "%" + SearchText.terms(of: text)[0] + "%"
    _ = try await database.read { session in
      try session.rows(
        """
        SELECT id, card FROM (SELECT id, sort_key, card FROM contact
          WHERE live AND search_text LIKE \(pattern) OFFSET 0) AS found
        ORDER BY sort_key, id LIMIT 51
        """
      ).count
    }
  }

  func show(id: Int64) async throws {
    _ = try await database.read { session in
      try session.rows("SELECT card FROM contact WHERE id = \(id)").count
    }
  }

  /// A copy of the first contact's row under a new id and uid, with `form`'s sort key and search
  /// text: a row the app can read back and delete.
  func add(_ form: ContactForm) async throws -> Int64 {
    let contact = Contact(id: 0, firstName: form.firstName, lastName: form.lastName)
    let uid = "urn:uuid:\(UUID())"
    return try await database.write { session in
      try session.value(
        """
        INSERT INTO contact (id, uid, bare_uid, live, stamp, sort_key, search_text, own_groups, card)
        SELECT nextval('contact_id_seq'), \(uid), \(uid), true, stamp, \(contact.sortKey.rawValue),
          \(SearchText.indexed(contact)), own_groups, card
        FROM contact WHERE live ORDER BY id LIMIT 1
        RETURNING id
        """, as: Int64.self) ?? 0
    }
  }

  func rename(id: Int64, lastName: String) async throws {
    try await show(id: id)
    let contact = Contact(id: id, firstName: "", lastName: lastName)
    _ = try await database.write { session in
      try session.execute(
        """
        UPDATE contact SET sort_key = \(contact.sortKey.rawValue),
          search_text = \(SearchText.indexed(contact)) WHERE id = \(id)
        """)
    }
  }

  func delete(id: Int64) async throws {
    _ = try await database.write { session in
      try session.execute("DELETE FROM contact WHERE id = \(id)")
    }
  }
}

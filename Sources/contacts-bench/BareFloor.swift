import ContactsDomain

/// The same work as the app's, as bare queries with nothing around them: the floor each store's
/// figures stand beside (`BareSQL` on SQLite, `BarePostgres` on PostgreSQL).
protocol BareFloor {
  /// The list position `offset` contacts in.
  func position(at offset: Int) async throws -> ContactPosition
  /// One window of 51 contacts after `position` (the first when nil).
  func page(after position: ContactPosition?) async throws
  /// The first 51 contacts whose search text holds `text`'s first term, walking the list.
  func searchInListOrder(_ text: String) async throws
  /// The same, found by the search index first.
  func searchInPostingOrder(_ text: String) async throws
  /// The first 51 contacts the search index finds for `text`, in list order.
  func searchByIndex(_ text: String) async throws
  /// One contact with its phones and emails.
  func show(id: Int64) async throws
  /// Adds a contact like `form`'s and returns its id.
  func add(_ form: ContactForm) async throws -> Int64
  /// Renames the contact `id`.
  func rename(id: Int64, lastName: String) async throws
  /// Deletes the contact `id` for good.
  func delete(id: Int64) async throws
}

extension BareSQL: BareFloor {}

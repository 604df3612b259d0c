import ContactsDomain
import PostgresNIO

/// Contacts' rows for `COPY … FROM STDIN` into `contact`: how an import's additions and a moved
/// book's contacts are written, a window at a time.
struct PostgresContactRows {
  private var rows = PostgresCopyRows()
  private var count = 0

  var isEmpty: Bool { count == 0 }

  /// Adds the contact `id` with `card`: in the list at `stamp`, or in Recently deleted since
  /// `trashedAt`.
  mutating func append(_ id: Int64, _ card: PostgresCard, stamp: Int64?, trashedAt: Double?) {
    rows.add(id)
    rows.add(card.uid)
    rows.add(GroupCard.bare(card.uid))
    rows.add(trashedAt == nil)
    rows.add(trashedAt.map { String($0) })
    // A contact in the list always has a stamp (0 when it came with none), one in Recently
    // deleted none.
    rows.add(trashedAt == nil ? stamp ?? 0 : nil)
    rows.add(card.sortKey)
    rows.add(SearchText.indexed(card.contact(id: id)))
    rows.add(card.details.groups)
    rows.add(card.details.birthday.map { Int64(BirthdayWindow.key(of: $0)) })
    rows.add(card.photo?.digest)
    rows.add(card.json)
    rows.endRow()
    count += 1
  }

  /// The copy that writes them (`PostgresSession.startCopies`).
  var copy: (table: String, columns: [String], rows: PostgresCopyRows) {
    (
      "contact",
      [
        "id", "uid", "bare_uid", "live", "trashed_at", "stamp", "sort_key", "search_text",
        "own_groups", "birthday_key", "photo_digest", "card",
      ], rows
    )
  }

  /// Writes them, and waits until they are written.
  func insert(in session: PostgresSession) throws {
    guard !isEmpty else { return }
    try session.startCopies([copy]).wait()
  }
}

import ContactsDomain

/// A contact of an import with its columns computed: made on the reader's thread
/// (`CardPipeline`), so that the writer's does little but bind them and run SQL.
struct ImportRow: Sendable {
  /// The columns of `contact`, in the order `bind(to:uid:fileUID:stamp:)` binds them.
  static let contactColumns =
    "firstName, lastName, sortKey, organization, note, details, birthday, searchText, uid, extras, "
    + "fileUID, changeSeq"
  /// The columns of `contactValue`, in the order `bindValue(_:to:)` binds them, then the
  /// contact's id.
  static let valueColumns = "kind, position, label, value, contactId"

  /// A phone or an email, its position among those of its kind.
  struct Value: Sendable {
    let kind: String
    let position: Int64
    let label: String
    let value: String
  }

  let item: ContactImport
  let sortKey: ContactSortKey
  /// The shown name folded: the writer makes the search text of it when it binds the row,
  /// which leaves the two threads about as much work each (measured, 100,000 cards).
  let foldedName: String
  /// Its phones, then its emails.
  let values: [Value]
  /// `DetailsColumn`'s text of its details, encoded on the reader's thread.
  let details: String

  init(_ item: ContactImport) {
    self.item = item
    let draft = item.draft
    (sortKey, foldedName) = SearchText.sortKey(of: draft)
    var values: [Value] = []
    values.reserveCapacity(draft.phones.count + draft.emails.count)
    for (kind, rows) in [("phone", draft.phones), ("email", draft.emails)] {
      for (position, row) in rows.enumerated() {
        values.append(
          Value(kind: kind, position: Int64(position), label: row.label, value: row.value))
      }
    }
    self.values = values
    details = DetailsColumn.encoded(draft.details)
  }

  /// Binds the contact's row, with `uid` (the card's own unless kept separate), `fileUID` for a
  /// card kept separate and the import's change `stamp`, as `contactColumns` lists them.
  func bind(to statement: inout BoundStatement, uid: String, fileUID: String?, stamp: Int64)
    throws
  {
    let draft = item.draft
    try statement.bind(draft.firstName)
    try statement.bind(draft.lastName)
    try statement.bind(sortKey.rawValue)
    try statement.bind(draft.organization)
    try statement.bind(draft.note)
    try statement.bind(details)
    try statement.bind(BirthdayIndex.key(of: draft.details).map(Int64.init))
    try statement.bind(SearchText.indexed(draft, foldedName: foldedName))
    try statement.bind(uid)
    try statement.bind(item.extras)
    try statement.bind(fileUID)
    try statement.bind(stamp)
  }

  /// Binds `value`'s columns but the contact's id, as `valueColumns` lists them.
  static func bindValue(_ value: Value, to statement: inout BoundStatement) throws {
    try statement.bind(value.kind)
    try statement.bind(value.position)
    try statement.bind(value.label)
    try statement.bind(value.value)
  }
}

import ContactsDomain
import GRDB

/// A contact of an import with its columns computed and ready to bind: made on the reader's
/// thread (`CardPipeline`), so that the writer's does little but SQL.
struct ImportRow: Sendable {
  /// The columns of `contact`, in the order `columns(uid:fileUID:)` gives them.
  static let contactColumns =
    "firstName, lastName, sortKey, organization, note, searchText, uid, extras, fileUID"
  /// The columns of `contactValue`, in the order of `values` and then the contact's id.
  static let valueColumns = "kind, position, label, value, contactId"

  let item: ContactImport
  let sortKey: ContactSortKey
  let searchText: String
  /// The contact's row with the card's own uid.
  let contact: StatementArguments
  /// Its phones, then its emails, each without the contact's id, which follows once known.
  let values: [StatementArguments]

  init(_ item: ContactImport) {
    self.item = item
    let draft = item.draft
    sortKey = ContactSortKey(fullName: draft.fullName)
    searchText = SearchText.indexed(Contact(id: 0, draft, sortKey: sortKey))
    contact = Self.columns(item, sortKey, searchText, uid: item.uid, fileUID: nil)
    var values: [StatementArguments] = []
    values.reserveCapacity(draft.phones.count + draft.emails.count)
    for (kind, rows) in [("phone", draft.phones), ("email", draft.emails)] {
      for (position, row) in rows.enumerated() {
        values.append([kind, position, row.label, row.value])
      }
    }
    self.values = values
  }

  /// The contact's row with `uid`, and `fileUID` for a card kept apart.
  func columns(uid: String, fileUID: String?) -> StatementArguments {
    Self.columns(item, sortKey, searchText, uid: uid, fileUID: fileUID)
  }

  private static func columns(
    _ item: ContactImport, _ sortKey: ContactSortKey, _ searchText: String, uid: String,
    fileUID: String?
  ) -> StatementArguments {
    let draft = item.draft
    return [
      draft.firstName, draft.lastName, sortKey.rawValue, draft.organization, draft.note,
      searchText, uid, item.extras, fileUID,
    ]
  }
}

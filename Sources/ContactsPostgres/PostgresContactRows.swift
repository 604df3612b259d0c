import ContactsDomain
import PostgresNIO

/// Contacts' rows as column arrays, written by one multi-row insert (`unnest` of array binds):
/// how an import's additions and a moved book's contacts are written, a window at a time.
struct PostgresContactRows {
  private var ids: [Int64] = []
  private var uids: [String] = []
  private var bareUIDs: [String] = []
  private var sortKeys: [String] = []
  private var searchTexts: [String] = []
  private var groups: [String] = []
  /// -1: none.
  private var birthdays: [Int] = []
  /// "": none.
  private var photos: [String] = []
  private var jsons: [String] = []
  private var lives: [Bool] = []
  /// 0 for a contact in the list.
  private var trashedAts: [Double] = []
  /// 0 for a contact in Recently deleted.
  private var stamps: [Int64] = []

  var isEmpty: Bool { ids.isEmpty }

  /// Adds the contact `id` with `card`: in the list at `stamp`, or in Recently deleted since
  /// `trashedAt`.
  mutating func append(_ id: Int64, _ card: PostgresCard, stamp: Int64?, trashedAt: Double?) {
    ids.append(id)
    uids.append(card.uid)
    bareUIDs.append(GroupCard.bare(card.uid))
    sortKeys.append(card.sortKey)
    searchTexts.append(SearchText.indexed(card.contact(id: id)))
    var list = JSONWriter(pretty: false)
    list.strings(card.details.groups)
    groups.append(list.text)
    birthdays.append(card.details.birthday.map(BirthdayWindow.key(of:)) ?? -1)
    photos.append(card.photo?.digest ?? "")
    jsons.append(card.json)
    lives.append(trashedAt == nil)
    trashedAts.append(trashedAt ?? 0)
    stamps.append(stamp ?? 0)
  }

  /// Inserts the rows, in one statement.
  func insert(in session: PostgresSession) throws {
    guard !isEmpty else { return }
    try session.execute(
      """
      INSERT INTO contact (id, uid, bare_uid, live, trashed_at, stamp, sort_key, search_text, \
      own_groups, birthday_key, photo_digest, card)
      SELECT id, uid, bare_uid, live, CASE WHEN NOT live THEN trashed_at END,
        CASE WHEN live THEN stamp END, sort_key, search_text,
        ARRAY(SELECT json_array_elements_text(groups::json)), NULLIF(birthday, -1),
        NULLIF(photo, ''), card
      FROM unnest(\(ids)::int8[], \(uids)::text[], \(bareUIDs)::text[], \(sortKeys)::text[], \
      \(searchTexts)::text[], \(groups)::text[], \(birthdays)::int8[], \(photos)::text[], \
      \(jsons)::text[], \(lives)::bool[], \(trashedAts)::float8[], \(stamps)::int8[])
        AS t(id, uid, bare_uid, sort_key, search_text, groups, birthday, photo, card, live,
          trashed_at, stamp)
      """)
  }
}
